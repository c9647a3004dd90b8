// The Spanish messages (neutral Spanish), chosen when LC_ALL, LC_MESSAGES or LANG names `es`.
//
// Every key of Messages+English.swift has its translation here, with the same placeholders; see
// the comment at the top of that file for how to add a message. Command names, flags, file names
// and values the user types (`todo sync`, `--yes`, `low`) stay as they are.

extension Messages {
    /// The Spanish table.
    public static let spanish: [MessageKey: String] = [
        // Console
        .consoleWarning: "aviso: {message}",
        .consoleConfirmSuffix: "[s/N]",

        // List and detail views
        .listPendingHeading: "Pendientes ({count})",
        .listPendingEmpty: "nada que hacer",
        .listCompletedHeading: "Completadas ({count})",
        .listCompletedEmpty: "ninguna todavía",
        .listNoText: "(sin texto)",
        .listDueToday: "hoy",
        .listDueTomorrow: "mañana",
        .listDueIn: "en {days}d",
        .listDueOverdueDays: "vencida hace {days}d",
        .listNoMatch: "ninguna tarea coincide con {query}",
        .listNothingOverdue: "nada vencido",
        .itemDone: "hecha",
        .itemPending: "pendiente",
        .importanceLow: "baja",
        .importanceBasic: "normal",
        .importanceImportant: "importante",
        .detailID: "id:              {id}",
        .detailText: "texto:           {text}",
        .detailStatus: "estado:          {status}",
        .detailImportance: "importancia:     {importance}",
        .detailDue: "vence:           {date}",
        .detailDueOverdue: "vence:           {date} (vencida)",
        .detailColor: "color:           {color}",
        .detailCreated: "creada:          {time}",
        .detailChanged: "modificada:      {time}",
        .detailChangedBy: "modificada por:  {device}",

        // Changes: add, done, undone, edit, rm, clear, import
        .changeAdded: "Añadida {todo}{push}",
        .changeDone: "Hecha {todo}{push}",
        .changeUndone: "De nuevo pendiente {todo}{push}",
        .changeAlreadyDone: "Ya estaba hecha {todo}{push}",
        .changeAlreadyPending: "Ya estaba pendiente {todo}{push}",
        .changeEdited: "Editada {todo}{push}",
        .changeRemoved: "Eliminada {todo}{push}",
        .clearRemovedOne: "Eliminada {count} tarea{push}",
        .clearRemovedOther: "Eliminadas {count} tareas{push}",
        .clearNeedsYesOne:
            "clear eliminaría {count} tarea; pasa --yes para confirmarlo cuando no se ejecuta en un terminal",
        .clearNeedsYesOther:
            "clear eliminaría {count} tareas; pasa --yes para confirmarlo cuando no se ejecuta en un terminal",
        .clearConfirmAllOne: "¿Eliminar {count} tarea?",
        .clearConfirmAllOther: "¿Eliminar {count} tareas?",
        .clearConfirmDoneOne: "¿Eliminar {count} tarea completada?",
        .clearConfirmDoneOther: "¿Eliminar {count} tareas completadas?",
        .clearNothingDeleted: "no se ha eliminado nada",
        .importSummaryOne:
            "Importada {count} tarea: {created} creadas, {updated} actualizadas, {unchanged} sin cambios{push}",
        .importSummaryOther:
            "Importadas {count} tareas: {created} creadas, {updated} actualizadas, {unchanged} sin cambios{push}",

        // Argument checks
        .parseImportance: "la importancia debe ser low, basic o important (o high, medium, low; H, M, L; alta, media, "
            + "baja); se recibió '{value}'",
        .parseColor: "el color debe tener la forma #RRGGBB; se recibió '{value}'",
        .parseDue: "fecha de vencimiento no entendida: '{value}'; use {forms}, o none para quitarla",
        .editDueConflict: "--due y --no-due no se pueden usar juntas",
        .editColorConflict: "--color y --clear-color no se pueden usar juntas",
        .editNothing: "nada que cambiar: indica --text, --importance, --due, --no-due, --color o --clear-color",
        .textEmpty: "el texto está vacío",
        .exportCSVOrJSON: "elige solo una de --csv y --json",
        .syncDeadlineInvalid: "--deadline debe ser un número positivo",

        // Quick push after a change (a suffix of the confirmation line)
        .pushSynced: " (sincronizada)",
        .pushQueued: " (en cola)",
        .pushQueuedBecause: " (en cola: {reason})",
        .pushQueuedUnauthorized: " (en cola: el servidor rechazó las credenciales)",

        // sync
        .syncFiguresOne:
            "enviados {pushed}, fusionados {merged}, conflictos {conflicts}, {count} petición en {seconds} s",
        .syncFiguresOther:
            "enviados {pushed}, fusionados {merged}, conflictos {conflicts}, {count} peticiones en {seconds} s",
        .syncSynced: "sincronizado: {figures}",
        .syncQueuedOne: "en cola: {count} cambio espera al servidor; {figures}",
        .syncQueuedOther: "en cola: {count} cambios esperan al servidor; {figures}",
        .syncGaveUpDeadline:
            "abandonado (venció el plazo): {kept}, lista marcada para "
            + "resincronizar; {figures}",
        .syncGaveUpRetries:
            "abandonado (se agotaron los reintentos): {kept}, lista marcada para "
            + "resincronizar; {figures}",
        .syncUnauthorized:
            "sin sincronizar: el servidor rechazó las credenciales; {kept}; {figures}",
        .syncCancelled: "cancelado: {kept}; {figures}",
        .syncFailed: "error: {message}; {kept}; {figures}",
        .syncHintGaveUp:
            "último error: {error}; vuelve a ejecutar `todo sync` más tarde, o `todo sync --recover`",
        .syncHintUnauthorized:
            "revisa el token (`todo config set token …`, TODO_TOKEN o --token) o vuelve a iniciar sesión",
        .syncUnknownError: "desconocido",

        // conflicts
        .conflictsNone: "No hay conflictos.",
        .conflictsLocalKept: "{when}  {id}  {kind}: se conservó la versión local",
        .conflictsRemoteKept: "{when}  {id}  {kind}: se conservó la versión del servidor",
        .conflictsKept: "    conservada: {todo}",
        .conflictsOverridden: "    descartada: {todo}",
        .conflictsDeleted: "(eliminada)",
        .conflictsDue: "vence el {date}",
        .conflictsChanged: "modificada el {time} por {device}",

        // status
        .statusServer: "servidor:         {server}",
        .statusNoServer: "ninguno (solo local: las tareas se quedan en este dispositivo)",
        .statusStore: "almacén:          {home}",
        .statusTodos: "tareas:           {count} (pendientes: {pending}, hechas: {done})",
        .statusQueuedOne: "en cola:          {count} cambio",
        .statusQueuedOther: "en cola:          {count} cambios",
        .statusRevision: "revisión:         {revision}",
        .statusDirtyYes: "resincronizar:    sí (toca una resincronización completa)",
        .statusDirtyNo: "resincronizar:    no",
        .statusLastSync: "última sinc.:     {time}",
        .statusNever: "nunca",
        .statusNextRetry: "próximo intento:  {time}",
        .statusLastError: "último error:     {error}",

        // config
        .configSetHidden: "{key} guardado (oculto)",
        .configNotSet: "{key} no está definido",
        .configUnset: "{key} eliminado",
        .configSetMasked: "(con valor, oculto)",
        .configHidden: "(oculto)",
        .configUnknownKey: "clave desconocida '{key}'; claves conocidas: {known}",

        // Accounts: signup, login, logout, whoami
        .passwordNoTerminal:
            "no hay terminal para pedir la contraseña: pasa --password-stdin y escríbela en la entrada estándar",
        .passwordPrompt: "Contraseña de {username}: ",
        .passwordRepeat: "Repite la contraseña: ",
        .passwordsDiffer: "las contraseñas no coinciden",
        .accountNotDownloadedOutcome:
            "la lista de la cuenta aún no se ha descargado ({outcome}); ejecuta `todo sync`",
        .accountNotDownloadedError: "la lista de la cuenta aún no se ha descargado: {error}; ejecuta `todo sync`",
        .loginOfferSignup: "No existe ninguna cuenta llamada '{username}'. ¿Crearla con esta contraseña?",
        .signedUp: "cuenta creada: {username} en {server}",
        .loggedIn: "sesión iniciada como {username} en {server}",
        .loggedOutUser: "sesión de {username} cerrada",
        .loggedOut: "sesión cerrada",
        .notLoggedIn: "no hay ninguna sesión iniciada",
        .logoutOffline: "sin conexión",
        .whoami: "{username} en {server}",
        .whoamiNone:
            "no hay ninguna sesión iniciada (las tareas se quedan en este dispositivo, o se sincronizan con un "
            + "token fijo)",

        // TodoKit: ids and the server
        .idRequired: "hace falta un id (o un prefijo único de uno)",
        .idUnknown: "ninguna tarea tiene un id que empiece por '{prefix}'",
        .idAmbiguous: "el id '{prefix}' es ambiguo: {matches}",
        .idAmbiguousMore: "el id '{prefix}' es ambiguo: {matches} y {more} más",
        .noServer:
            "no hay ningún servidor configurado: pasa --server URL, define TODO_SERVER o ejecuta "
            + "`todo config set server URL`",
        .noCredentials:
            "sin sesión y sin token: `todo signup NOMBRE` crea una cuenta, `todo login NOMBRE` usa una existente; o "
            + "configura un token con --token o TODO_TOKEN",
        .offlineNoNetwork: "--offline: no se permite ningún acceso a la red",
        .retrySettings: "ajustes de reintento: {reason}",

        // TodoKit: accounts
        .usernameInvalid: "el nombre de usuario debe ser un nombre no vacío y sin espacios",
        .passwordLength:
            "la contraseña debe tener de {min} a {max} caracteres (tiene {count}); no se ha enviado nada",
        .usernameTaken:
            "el nombre de usuario '{username}' ya está en uso; inicia sesión con `todo login {username}`",
        .wrongPassword: "contraseña incorrecta para '{username}'",
        .unknownUser: "no existe ninguna cuenta llamada '{username}'; créala con `todo signup {username}`",
        .actionSignUp: "crear la cuenta",
        .actionLogIn: "iniciar sesión",
        .serverRefusedAction: "el servidor se negó a {action}: {reason}",
        .cannotActionNow: "no se puede {action} ahora: {reason}",
        .cannotAction: "no se puede {action}: {reason}",
        .storeOfAccount:
            "el almacén {home} contiene las tareas de la cuenta {username} en {server}: inicia sesión con "
            + "`todo login {username}`, o usa otro --home",
        .ownerWriteFailed: "no se puede guardar el propietario del almacén: {reason}",
        .ownerEncodeFailed: "no se puede codificar el propietario del almacén",
        .sessionDamaged:
            "el archivo de sesión {path} está dañado; se dejó como estaba (bórralo, o `todo logout`, y vuelve a iniciar sesión)",
        .sessionUnreadable: "el archivo de sesión {path} no se puede leer: {reason}",
        .sessionWriteFailed: "no se puede guardar el archivo de sesión: {reason}",
        .sessionEncodeFailed: "no se puede codificar la sesión",
        .sessionRemoveFailed: "no se puede eliminar el archivo de sesión {path}: {reason}",

        // TodoKit: settings and the config file
        .settingHomeEmpty: "home no puede estar vacío",
        .settingServerURL: "server debe ser una URL http:// o https://; se recibió '{value}'",
        .settingCACertEmpty: "cacert debe nombrar un fichero PEM de certificados de CA",
        .settingServerSecret:
            "la URL del servidor no debe llevar un secreto (usuario:contraseña@ o una ?consulta como un token); usa `todo login`, o un token con --token, TODO_TOKEN o `todo config set token`",
        .settingToken: "token no puede estar vacío ni contener espacios",
        .settingSeconds: "{key} debe ser un número positivo de segundos; se recibió '{value}'",
        .settingFactor: "factor debe ser un número ≥ 1; se recibió '{value}'",
        .settingJitter: "jitter debe ser un número en [0, 1); se recibió '{value}'",
        .settingGenerateFails: "generate-fails debe ser un entero de 0 a 100; se recibió '{value}'",
        .settingMaxDelete: "max-delete debe ser un número entero de tareas, 0 o más; se recibió '{value}'",
        .settingMaxDeleteShare: "max-delete-share debe ser un porcentaje de 0 a 100; se recibió '{value}'",
        .storeUnsafeLink:
            "se rechaza el almacén {path}: es un enlace simbólico de otro usuario (uid {uid}); elimínelo o use otro --home",
        .storeUnsafeMode:
            "se rechaza el almacén {path}: otros usuarios pueden escribir en él (modo {mode}); ejecute `chmod go-w {path}`",
        .sessionUnsafeLink:
            "se rechaza el archivo de sesión {path}: es un enlace simbólico de otro usuario (uid {uid}); elimínelo e inicie sesión de nuevo",
        .sessionUnsafeMode:
            "se rechaza el archivo de sesión {path}: otros usuarios pueden escribir en él (modo {mode}); elimínelo e inicie sesión de nuevo",
        .settingMaxBelowMin: "max-delay ({max}) no puede ser menor que min-delay ({min})",
        .settingLockTimeout: "TODO_LOCK_TIMEOUT debe ser un número de segundos ≥ 0",
        .settingNow: "TODO_NOW debe ser un instante en segundos Unix",
        .configUnreadable: "el archivo de configuración {path} no se puede leer: {reason}",
        .configNotObject: "el archivo de configuración {path} no es un objeto JSON; se ha dejado como estaba",
        .configNonString: "el archivo de configuración {path} tiene un valor que no es texto para '{key}'",
        .configWriteFailed: "no se puede guardar el archivo de configuración: {reason}",
        .configEncodeFailed: "no se puede codificar el archivo de configuración: {reason}",

        // TodoKit: import files
        .importUnreadable: "no se puede leer {path}: {reason}",
        .importNotUTF8: "{source}: no es texto UTF-8",
        .importRecord: "{source}: registro {record}: {reason}",
        .decodingMissing: "falta \"{field}\"",
        .decodingNull: "\"{field}\" es null",
        .decodingWrongType: "\"{field}\" debería ser {expected}",
        .decodingInvalid: "\"{field}\" tiene un valor no permitido",
        .decodingNumberRange: "\"{field}\" es un número fuera de rango",
        .decodingUnknown: "no es un elemento válido",
        .decodingNumberSomewhere: "un número está fuera de rango",
        .decodingTypeOther: "otro tipo de valor",
        .csvDuplicateColumn: "{source}: la cabecera nombra la columna '{name}' dos veces",
        .importJSONInvalid: "{source}: no es JSON válido",
        .importJSONObject: "{source}: un objeto JSON, no un array de elementos: export --json escribe [ {…}, … ]",
        .importJSONSyntax: "{source}: registro {record} (línea {line}): no es JSON válido",
        .importNotUTF8Line: "{source}: línea {line}: no es texto UTF-8",
        .importBlankID: "el id está en blanco",
        .importIDControl: "el id contiene caracteres de control",
        .importTimeRange: "{name} {value} está fuera de los años 1970 a 9999",
        .importDeadlineRange: "la fecha límite {value} está fuera de los años 1970 a 9999",
        .decodingTypeString: "una cadena",
        .decodingTypeBool: "true o false",
        .decodingTypeNumber: "un número",
        .decodingTypeArray: "una lista",
        .decodingTypeObject: "un objeto",
        .importDuplicateID: "id duplicado {id}",
        .importNotJSONArray: "{source}: no es un array JSON de elementos ({reason})",
        .csvUnterminated: "{source}: registro {record}: campo entre comillas sin cerrar",
        .csvUnknownColumn: "{source}: columna desconocida '{name}' (conocidas: {known})",
        .csvNoTextColumn: "{source}: la cabecera no tiene columna 'text'",
        .csvFieldCount: "{count} campos, la cabecera tiene {expected}",
        .csvNotSeconds: "{name} '{value}' no son segundos Unix",
        .csvImportance: "la importancia '{value}' no es low, basic ni important",
        .csvDone: "done '{value}' no es true ni false",
        .csvDeadline: "la fecha de vencimiento '{value}' no son segundos Unix ni una fecha",
        .csvColor: "el color '{value}' no tiene la forma #RRGGBB",

        // TodoKit: the store
        .storeLocked: "otro proceso de todo tiene bloqueado el almacén (se esperó {seconds} s): {path}",
        .lockWaitCancelled: "detenido mientras esperaba que otro proceso de todo liberara el almacén: {path}",
        .lockOpenFailed: "no se puede abrir el archivo de bloqueo: {reason}",
        .lockFailed: "no se puede bloquear {path}: {reason}",
        .storeDirectoryFailed: "no se puede crear el directorio del almacén: {reason}",
        .storeUnreadable: "el archivo del almacén {path} no se puede leer: {reason}",
        .storeDamaged: "el archivo del almacén {path} está dañado; se ha dejado como estaba",
        .storeCorrupt: "el archivo del almacén {path} está corrupto ({reason}); se ha dejado como estaba",
        .corruptNoHeader: "falta la línea de cabecera",
        .corruptUnreadableHeader: "cabecera ilegible",
        .corruptUnreadableBody: "contenido ilegible: {reason}",
        .corruptUnreadableItems: "elementos ilegibles",
        .corruptSize: "tamaño de {size} bytes, la cabecera indica {expected}",
        .corruptItemCount: "{count} elementos, la cabecera indica {expected}",
        .corruptChecksum: "la suma de comprobación no coincide",
        .corruptMissingNewline: "falta el salto de línea final",
        .corruptNewerFormat: "formato más reciente",
        .corruptUnknownFormat: "formato desconocido {format}",
        .helpSyncAllowDeletions:
            "Aplicar una resincronización aunque borre más tareas locales de las que permite la protección contra borrados masivos (--max-delete, --max-delete-share).",
        .helpSyncMaxDelete:
            "Detener una resincronización que quitaría más de este número de tareas locales (y más que la proporción siguiente); por omisión 10, o el ajuste max-delete.",
        .helpSyncMaxDeleteShare:
            "…y más que este porcentaje de la lista local; por omisión 50, o el ajuste max-delete-share.",
        .syncBlocked: "detenido: la resincronización borraría {count} tareas locales; no se cambió nada",
        .syncHintBlocked:
            "a la lista del servidor le faltan más tareas de este dispositivo de las que permite la protección contra borrados masivos (ajustes max-delete, max-delete-share); revise el servidor y luego ejecute `todo sync --allow-deletions` para aplicar los borrados",
        .syncServerResetOne:
            "la revisión del servidor retrocedió (se reinició vacío o se restauró de una copia): no se borró nada por ello; {count} tarea que le faltaba se conservó y se volvió a subir (vea `todo conflicts`)",
        .syncServerResetOther:
            "la revisión del servidor retrocedió (se reinició vacío o se restauró de una copia): no se borró nada por ello; {count} tareas que le faltaban se conservaron y se volvieron a subir (vea `todo conflicts`)",
        .syncInterruptedOne:
            "interrumpido: {count} cambio sigue en cola; no se pierde nada, `todo sync` sigue desde aquí",
        .syncInterruptedOther:
            "interrumpido: {count} cambios siguen en cola; no se pierde nada, `todo sync` sigue desde aquí",
        .corruptMissingJournal:
            "falta mientras existe {file}: los cambios que guardaba se han perdido; restáurelo desde una copia, como explica `todo doctor`",
        .corruptMissingSnapshot:
            "falta mientras existe {file}: las tareas que guardaba se han perdido; restáurelo desde una copia, como explica `todo doctor`",
        .corruptLineUnreadable: "la línea {line} es ilegible",
        .corruptLineChecksum: "la línea {line} no supera su suma de comprobación",
        .corruptGeneration: "generación {generation}, la instantánea tiene {expected}",
        .corruptJournalVersion: "versión de diario desconocida",
        .storeNewerFormat:
            "el almacén {path} tiene el formato {format}, más reciente que el {current} de este todo; se ha dejado "
            + "como estaba",
        .storeLegacyNotArray:
            "el almacén de formato 1 {path} no es un array JSON de elementos; se ha dejado como estaba",
        .storeEncodeChange: "no se puede codificar un cambio: {reason}",
        .storeEncode: "no se puede codificar el almacén: {reason}",
        .storeEncodeHeader: "no se puede codificar la cabecera del almacén: {reason}",
        .storeWriteFailed: "no se puede guardar el almacén: {reason}",
        .storeBaseWriteFailed: "no se puede guardar la instantánea base: {reason}",
        .storeBaseEncodeFailed: "no se puede codificar la instantánea base: {reason}",
        .fileWriteFailed: "no se puede escribir {path}: {reason}",
        .fileRepairFailed: "no se puede reparar {path}: {reason}",
        .warnTornConflicts: "se omitió una última línea incompleta de {path}",
        .warnMigrated:
            "se migró {path} (formato 1) al formato {format}; el archivo antiguo se conserva como "
            + "items.json.migrated",
        .warnJournalHeader:
            "se descartó una cabecera de diario incompleta ({bytes} bytes) que dejó una escritura interrumpida",
        .warnJournalLine:
            "se descartó una última línea de diario incompleta ({bytes} bytes) que dejó una escritura interrumpida",

        // Accounts: whose todos, logout choices; doctor
        .importLocalLeftOne:
            "{count} tarea de este dispositivo (Dispositivo local) se queda en él; "
            + "`todo login {username} --import-local` la añade a la cuenta",
        .importLocalLeftOther:
            "{count} tareas de este dispositivo (Dispositivo local) se quedan en él; "
            + "`todo login {username} --import-local` las añade a la cuenta",
        .importLocalPromptOne:
            "Este dispositivo tiene {count} tarea (Dispositivo local). ¿Importarla a la cuenta de "
            + "{username}?",
        .importLocalPromptOther:
            "Este dispositivo tiene {count} tareas (Dispositivo local). ¿Importarlas a la cuenta de "
            + "{username}?",
        .importLocalDoneOne: "{count} tarea de este dispositivo importada a la cuenta de {username}{push}",
        .importLocalDoneOther: "{count} tareas de este dispositivo importadas a la cuenta de {username}{push}",
        .loginCopiesReplacedOne:
            "{count} tarea conservada en este dispositivo al cerrar una sesión anterior, sustituida por la "
            + "versión de la cuenta",
        .loginCopiesReplacedOther:
            "{count} tareas conservadas en este dispositivo al cerrar una sesión anterior, sustituidas por "
            + "las versiones de la cuenta",
        .logoutKeepPromptOne:
            "¿Conservar en este dispositivo la tarea de {username} ({count}) como tarea del Dispositivo "
            + "local? (no: eliminarla)",
        .logoutKeepPromptOther:
            "¿Conservar en este dispositivo las {count} tareas de {username} como tareas del Dispositivo "
            + "local? (no: eliminarlas)",
        .logoutKeptOne: "{count} tarea conservada como copia del Dispositivo local",
        .logoutKeptOther: "{count} tareas conservadas como copias del Dispositivo local",
        .logoutRemovedOne: "{count} tarea eliminada de este dispositivo",
        .logoutRemovedOther: "{count} tareas eliminadas de este dispositivo",
        .logoutQueuedKeptOne: "{count} cambio en cola conservado para el próximo inicio de sesión",
        .logoutQueuedKeptOther: "{count} cambios en cola conservados para el próximo inicio de sesión",
        .logoutQueuedLostOne: "{count} cambio en cola descartado (--force --wipe)",
        .logoutQueuedLostOther: "{count} cambios en cola descartados (--force --wipe)",
        .logoutCannotRemoveStore: "no se puede eliminar el almacén de la cuenta {home}: {reason}",
        .addLocalNote: " (Dispositivo local: se queda en este dispositivo, sin sincronizar)",
        .addLocalWithoutLogin:
            "--local deja una tarea fuera de la cuenta con la sesión iniciada; sin sesión, todas las tareas "
            + "de aquí se sincronizan con el token fijo del servidor (usa --offline para ponerla en cola sin "
            + "intentar conectar)",
        .ownerLocalDevice: "Dispositivo local",
        .detailOwner: "propietario:     {owner}",
        .statusAccount: "cuenta:           {account}, con sesión iniciada{local}",
        .statusNoAccount: "cuenta:           ninguna (las tareas son de este dispositivo: Dispositivo local)",
        .statusLocalItemsOne: " (y {count} tarea del Dispositivo local)",
        .statusLocalItemsOther: " (y {count} tareas del Dispositivo local)",
        .doctorOk: "bien",
        .doctorWarning: "aviso",
        .doctorProblem: "problema",
        .doctorNameConfig: "config.",
        .doctorNameSession: "sesión",
        .doctorNameStore: "almacén",
        .doctorNameServer: "servidor",
        .doctorFix: "solución: {fix}",
        .doctorHealthy: "no se encontró ningún problema",
        .doctorProblems: "se encontraron problemas: mira las soluciones de arriba",
        .doctorConfigDamagedFix:
            "corrige el objeto JSON de {path}, o apártalo (`mv {path} {path}.broken`) y vuelve a fijar los "
            + "valores con `todo config set`",
        .doctorSettingsFix:
            "corrige la opción, la variable de entorno TODO_* o el valor de `todo config set` que se nombra",
        .doctorSessionDamagedFix:
            "`todo logout` elimina el archivo de sesión dañado; después, `todo login NOMBRE`",
        .doctorConfigNone:
            "no hay archivo de configuración ({path}): se aplican los valores por defecto, el entorno y las "
            + "opciones",
        .doctorConfigTokenOpen: "{path} contiene un token pero otros pueden leerlo (modo {mode})",
        .doctorConfigValues: "{path}: define {keys}",
        .doctorConfigNoValues: "{path}: sin valores",
        .doctorSessionNone: "sin sesión: las tareas son de este dispositivo (Dispositivo local)",
        .doctorSessionOpen: "otros pueden leer el archivo de sesión {path} (modo {mode})",
        .doctorSessionOpenFix: "chmod 600 {path}; después `todo logout` y `todo login` si otros han podido leerlo",
        .doctorSessionOtherServer:
            "sesión iniciada como {username} en {server}, pero el servidor configurado es {configured}: la "
            + "sesión no se usa",
        .doctorSessionOtherServerFix: "`todo config set server {server}`, o `todo logout`",
        .doctorSessionOK: "sesión iniciada como {username} en {server}",
        .doctorNone: "ninguno",
        .doctorStoreIssue: "{home} ({owner}): {message}",
        .doctorStoreLockedFix: "espera a que termine el otro comando todo (`fuser -v {home}/lock` lo muestra)",
        .doctorStoreUnusableFix:
            "haz que {home} sea un directorio con permiso de escritura, o elige otro con --home / TODO_HOME",
        .doctorStoreDamagedFix:
            "no se ha cambiado nada: restaura el archivo nombrado desde una copia de seguridad, o aparta el "
            + "almacén (`mv {home} {home}.broken`) para empezar ahí una lista vacía",
        .doctorStoreSummary: "{home} ({owner}): {todos}; {queued}",
        .doctorTodosOne: "{count} tarea",
        .doctorTodosOther: "{count} tareas",
        .doctorQueuedOne: "{count} cambio en cola",
        .doctorQueuedOther: "{count} cambios en cola",
        .doctorRevision: ", revisión {revision}",
        .doctorConflictsOne: ", {count} conflicto registrado (`todo conflicts`)",
        .doctorConflictsOther: ", {count} conflictos registrados (`todo conflicts`)",
        .doctorDirty: "; marcada para resincronizar: toca una resincronización completa",
        .doctorDirtyFix: "`todo sync` (o `todo sync --recover --deadline 600` sin supervisión)",
        .doctorBackoff: "; en espera hasta {time}{why}",
        .doctorBackoffAfter: " tras: {error}",
        .doctorBackoffFix: "`todo sync` espera según el calendario de reintentos; `todo sync --recover` sigue más allá",
        .doctorServerNone: "ninguno configurado: solo local (`todo config set server URL` para sincronizar)",
        .doctorServerOffline: "{server}: sin comprobar (--offline)",
        .doctorServerError: "{server}: {message}",
        .doctorServerOK: "{server} respondió en {ms} ms: {todos} en la revisión {revision}",
        .doctorServerUnauthorized: "{server} rechazó las credenciales (401)",
        .doctorServerNoCredentials: "{server} responde, pero no hay sesión ni token que enviarle",
        .doctorServerUnauthorizedFix:
            "`todo signup NOMBRE` (una cuenta nueva) o `todo login NOMBRE`, o un token fijo válido "
            + "(`todo config set token TOKEN`)",
        .doctorServerUnreachable: "no se puede llegar a {server}: {message}",
        .doctorServerOdd: "{server} respondió a GET /list de forma inesperada ({failure})",
        .doctorServerFix:
            "comprueba la dirección (`todo config get server`) y la red; mientras tanto los cambios siguen "
            + "en cola. Para probar con el simulador: `todo-mock-server --port {port}`, y luego "
            + "`todo config set server http://127.0.0.1:{port}`",
        .logoutRefusedOne:
            "sesión no cerrada: {count} cambio en cola no llegó a la cuenta de {username} ({reason}); "
            + "ejecuta `todo sync`, o `todo logout --force` (sigue en cola hasta el próximo inicio de sesión "
            + "de esa cuenta; con --wipe el cambio se perdería)",
        .logoutRefusedOther:
            "sesión no cerrada: {count} cambios en cola no llegaron a la cuenta de {username} ({reason}); "
            + "ejecuta `todo sync`, o `todo logout --force` (siguen en cola hasta el próximo inicio de sesión "
            + "de esa cuenta; con --wipe se perderían los {count} cambios)",

        // watch
        .watchOffline: "--offline: watch intenta conectar con la red",
        .watchIntervalInvalid: "--interval debe ser un número positivo",
        .watchNextTry: "próximo intento en {seconds} s",
        .watchError: "error: {error}; {next}",
        .watchQueuedOne: "{count} cambio en cola",
        .watchQueuedOther: "{count} cambios en cola",
        .watchSynced: "sincronizado: {pushed} enviados, {merged} fusionados{conflicts}, {items} tareas",
        .watchConflictsOne: ", {count} conflicto",
        .watchConflictsOther: ", {count} conflictos",
        .watchWaiting: "en espera: sigue abierta la pausa de un fallo anterior; {queued}; {next}",
        .watchNotSynced: "sin sincronizar: {error}; {queued}; {next}",
        .watchServerUnavailable: "servidor no disponible",
        .watchUnauthorized:
            "sin autorización: el servidor rechazó las credenciales; ejecuta `todo login` (o revisa el "
            + "token); {queued}; {next}",
        .watchCancelled: "cancelado: {queued}",
        .watchFailed: "falló: {error}; {queued}; {next}",
        .watchStopped: "detenido",

        // progress lines
        .progressReading: "importando: leyendo {size}",
        .progressImporting: "importando: {completed}/{total} registros",
        .progressChecking: "importando: {completed} registros, {read} de {size} leídos",
        .progressPushing: "sincronizando: enviados {completed}/{total} cambios",
        .progressDownloading: "sincronizando: descargando la lista del servidor",
        .progressUploading: "sincronizando: subiendo la lista fusionada de {total} tareas",
        .progressWaiting: "sincronizando: reintento en {seconds} s (enviados {completed}/{total} cambios)",

        // --help: the commands' abstracts and discussions and their options' help
        .helpTodoAbstract: "Una lista de tareas para la terminal que funciona sin conexión.",
        .helpTodoDiscussion: """
        Cada cambio se guarda al instante en este dispositivo y se pone en cola para el servidor, si \
        hay uno configurado.
        Códigos de salida: 0 éxito, 64 error de uso, 65 datos no válidos (almacén corrupto o archivo \
        de importación no válido), 69 la sincronización se abandonó, 75 almacén bloqueado por otro \
        proceso, 77 falló la autenticación, 78 almacén o sesión que otros \
        podrían cambiar, 130/143 detenido por una señal, 1 otro error.

        Archivos: el almacén del dispositivo en $TODO_HOME (por defecto $XDG_DATA_HOME/todo,         ~/.local/share/todo), el de una cuenta en HOME/accounts/SERVIDOR/NOMBRE, el registro en         HOME/logs/todo.log; el archivo de configuración y la sesión (modo 0600) en         $XDG_CONFIG_HOME/todo (por defecto ~/.config/todo).

        `todo help ORDEN` muestra una orden con ejemplos; `todo help options`, las opciones que \
        aceptan todas las órdenes.
        """,
        .helpGlobalJSON: "Imprime la salida en JSON, para programas.",
        .helpGlobalHome: "El directorio del almacén (env TODO_HOME).",
        .helpGlobalOffline: "No intenta ninguna conexión de red.",
        .helpGlobalServer: "La URL base del servidor (env TODO_SERVER).",
        .helpGlobalToken: "Un token de API fijo (env TODO_TOKEN).",
        .helpGlobalMinDelay: "Espera antes del primer reintento, en segundos.",
        .helpGlobalFactor: "Factor de crecimiento de la espera entre reintentos.",
        .helpGlobalJitter: "Variación aleatoria de las esperas entre reintentos, 0..<1.",
        .helpGlobalMaxDelay: "Espera máxima entre reintentos, en segundos.",
        .helpGlobalTimeout: "Tiempo límite de cada petición, en segundos.",
        .helpGlobalGenerateFails: "Valor de X-Generate-Fails que se envía (0-100).",
        .helpGlobalInsecure: "No verifica el certificado TLS del servidor.",
        .doctorNameTLS: "certificados",
        .doctorTLSInsecure:
            "los certificados NO se verifican (--insecure): cualquiera en la red puede leer y cambiar el tráfico",
        .doctorTLSInsecureFix:
            "quita --insecure; para un servidor con una CA privada, usa --cacert FICHERO (o TODO_CA_BUNDLE, `todo config set cacert FICHERO`)",
        .doctorTLSSystem:
            "los servidores se verifican con los certificados de CA del sistema (el almacén por defecto de libcurl)",
        .doctorTLSFile: "los servidores se verifican con los certificados de CA de {path} (de {source})",
        .doctorTLSUnreadable: "no se puede leer el fichero de CA {path} (de {source}): toda petición https fallará",
        .doctorTLSUnreadableFix:
            "apunta --cacert, TODO_CA_BUNDLE, cacert de la configuración, CURL_CA_BUNDLE o SSL_CERT_FILE a un fichero PEM legible",
        .pushFailedWarning: "no sincronizado, y reintentar no servirá: {reason}",
        .helpGlobalCACert: "Verifica el servidor con los certificados de CA de este fichero PEM.",
        .insecureWarning:
            "--insecure: no se verifica el certificado TLS del servidor; cualquiera en la red puede leer y cambiar lo que se envía, el token incluido",
        .helpGlobalVerbose: "Registros de depuración en la salida de error estándar.",
        .helpGlobalNoColor: "Sin colores en la salida (también con NO_COLOR=1 o TERM=dumb).",
        .helpGlobalQuiet: "Sin línea de progreso ni notas como \"(en cola)\"; los errores se siguen mostrando.",
        .helpID: "Un número de `todo list`, o el id o un prefijo único de él.",
        .helpImportance: "low, basic o important (también alta, media, baja; H, M, L).",
        .helpAddAbstract: "Añade una tarea (sin texto: \"Nueva tarea\").",
        .helpAddWords: "El texto; si son varias palabras, se unen con espacios.",
        .helpAddDue: "Un día y, si se quiere, una hora: 2026-12-01, hoy, mañana, viernes, próximo lunes, fin de mes, "
            + "+3d, +1m, en 2 semanas, mañana 17:00, 2026-12-01T09:30 (y las formas inglesas); none: sin fecha.",
        .helpAddColor: "Un color, #RRGGBB.",
        .helpAddLocal:
            "Deja esta tarea solo en este dispositivo (\"Dispositivo local\"), también con la sesión iniciada.",
        .helpListAbstract: "Lista las tareas: primero las pendientes, luego las completadas.",
        .helpListFilter: "Qué tareas mostrar (por defecto: todas).",
        .helpListSort: "Orden: due, importance, created o changed.",
        .helpListSearch: "Solo las tareas cuyo texto contiene WORD.",
        .helpListOverdue: "Solo las tareas pendientes cuya fecha de vencimiento ya pasó.",
        .helpListFilters: "Etiquetas y contextos que deben tener las tareas (+casa, @teléfono; -+casa: sin ella); las "
            + "demás palabras deben aparecer en el texto.",
        .helpListWithout: "Solo las tareas sin esta etiqueta o contexto (también -+casa, -@teléfono).",
        .listWithoutNotTag: "--without necesita una etiqueta o un contexto como +casa o @teléfono; se recibió "
            + "'{value}'",
        .helpListAll: "Muestra las tareas pendientes y las completadas.",
        .helpListPending: "Muestra solo las tareas pendientes.",
        .helpListDone: "Muestra solo las tareas completadas.",
        .helpShowAbstract: "Muestra todos los datos de una tarea.",
        .helpEditAbstract: "Cambia los campos de una tarea.",
        .helpEditText: "Texto nuevo.",
        .helpEditDue: "Nueva fecha de vencimiento (las formas de add --due); none la quita.",
        .helpEditNoDue: "Quita la fecha de vencimiento.",
        .helpEditColor: "Nuevo color, #RRGGBB.",
        .helpEditClearColor: "Quita el color.",
        .helpDoneAbstract: "Marca tareas como completadas (por número, rango o id).",
        .helpUndoneAbstract: "Vuelve a marcar tareas como pendientes.",
        .helpRemoveAbstract: "Elimina tareas (en un terminal, pregunta antes).",
        .helpClearAbstract: "Elimina todas las tareas o, con --done, solo las completadas.",
        .helpClearDiscussion: "En una terminal pide confirmación; los scripts deben pasar --yes.",
        .helpClearDone: "Elimina solo las tareas completadas.",
        .helpClearYes: "No pide confirmación.",
        .helpStatusAbstract: "Muestra el almacén, el servidor y el estado de la sincronización.",
        .helpExportAbstract: "Escribe todas las tareas en la salida estándar como CSV o JSON (por defecto, JSON).",
        .helpExportCSV: "CSV con una fila de cabecera.",
        .helpImportAbstract: "Importa tareas de un array JSON de elementos o de un archivo CSV.",
        .helpImportDiscussion:
            "Los ids conocidos se actualizan y los nuevos se crean. Un archivo no válido no cambia nada (salida 65).",
        .helpImportFile: "El archivo que se importa.",
        .helpSyncAbstract: "Envía los cambios en cola y descarga la lista del servidor, con reintentos y esperas.",
        .helpSyncDiscussion: """
        Sigue el calendario de reintentos hasta que el servidor y la lista local coinciden (salida 0) \
        o se agotan los reintentos (salida 69: los cambios se conservan y la lista queda marcada para \
        resincronizar). Con --recover, para tareas de cron y temporizadores, sigue intentándolo (cada \
        espera limitada a --max-delay) hasta que lo consigue o pasa --deadline, y siempre termina con \
        una resincronización que demuestra que las listas son iguales.
        """,
        .helpSyncRecover: "Recuperación desatendida: sigue intentándolo hasta --deadline.",
        .helpSyncDeadline: "Con --recover: abandona pasados estos segundos.",
        .helpConflictsAbstract: "Muestra lo que descartaron las resincronizaciones: qué lado ganó y las dos versiones.",
        .helpConflictsClear: "Vacía el registro de conflictos después de mostrarlo.",
        .helpWatchAbstract: "Se queda en primer plano y mantiene la lista sincronizada.",
        .helpWatchDiscussion: """
        Sincroniza al instante, luego cada --interval segundos y siempre que se pone un cambio en cola \
        (desde cualquier otro comando todo), respetando el calendario de reintentos: ninguna petición \
        mientras siga abierta la pausa de un fallo anterior. Las caídas y las credenciales rechazadas \
        se informan y se esperan. Imprime una línea por intento de sincronización (--json: un objeto \
        JSON por línea). Ctrl-C o SIGTERM lo detienen limpiamente (salida 0): se cancela la petición \
        en curso y el almacén queda como lo dejó el último guardado.
        """,
        .helpWatchInterval: "Segundos entre sincronizaciones cuando nada cambia.",
        .helpConfigAbstract: "Lee y escribe el archivo de configuración ($XDG_CONFIG_HOME/todo/config.json).",
        .helpConfigKey: "La clave.",
        .helpConfigValue: "El valor.",
        .helpConfigSetAbstract: "Define un valor.",
        .helpConfigGetAbstract: "Muestra un valor (los secretos aparecen enmascarados).",
        .helpConfigUnsetAbstract: "Elimina un valor.",
        .helpConfigListAbstract: "Muestra todos los valores guardados (con los secretos enmascarados).",
        .helpConfigListJSON: "Imprime un objeto JSON.",
        .helpAccountUsername: "El nombre de la cuenta.",
        .helpAccountPasswordStdin: "Lee la contraseña de la entrada estándar (la primera línea).",
        .helpAccountImportLocal:
            "Tras iniciar sesión, importa a la cuenta las tareas de este dispositivo (Dispositivo local); "
            + "en una terminal, lo pregunta.",
        .helpSignupAbstract: "Crea una cuenta en el servidor e inicia sesión en ella.",
        .helpSignupDiscussion: """
        La contraseña (de 6 a 128 caracteres) se pide en la terminal sin mostrarla, o se lee de la \
        entrada estándar con --password-stdin. La sesión se mantiene hasta `todo logout`.
        """,
        .helpLoginAbstract: "Inicia sesión en una cuenta del servidor.",
        .helpLoginDiscussion: """
        La contraseña se pide en la terminal sin mostrarla, o se lee de la entrada estándar con \
        --password-stdin. En una terminal, si la cuenta no existe, se ofrece crearla. Una contraseña \
        incorrecta sale con 77. La sesión se mantiene hasta `todo logout`.
        """,
        .helpLogoutAbstract:
            "Cierra la sesión: olvida la sesión (los tokens) y conserva o elimina las tareas de la cuenta.",
        .helpLogoutDiscussion: """
        --keep-local conserva en este dispositivo las tareas de la cuenta como copias del Dispositivo \
        local (las sustituyen las versiones del servidor en el siguiente inicio de sesión de esa \
        cuenta, si allí siguen existiendo); --wipe las elimina de este dispositivo. En una terminal, \
        sin ninguna de las dos, logout lo pregunta; en scripts, lo predeterminado es --keep-local.
        Primero se envían los cambios en cola (un intento rápido). Si después sigue habiendo cambios \
        en cola, logout se niega (salida 69) salvo con --force: forzado, se quedan en cola en el \
        almacén de la cuenta y se envían tras el siguiente inicio de sesión de esa cuenta; forzado con \
        --wipe, se pierden.
        """,
        .helpLogoutKeep: "Qué pasa con las tareas de la cuenta en este dispositivo.",
        .helpLogoutKeepLocal: "Conserva en este dispositivo las tareas de la cuenta como tareas del Dispositivo local.",
        .helpLogoutWipe: "Elimina de este dispositivo las tareas de la cuenta.",
        .helpLogoutForce: "Cierra la sesión aunque no se hayan podido enviar los cambios en cola.",
        .helpWhoamiAbstract: "Muestra la cuenta con la sesión iniciada y su servidor (nunca los tokens).",
        .helpDoctorAbstract:
            "Revisa la configuración, la sesión, el almacén y el servidor; dice qué falla y cómo arreglarlo.",
        .helpDoctorDiscussion: """
        No cambia nada. Sale con 0 cuando nada está roto (avisos incluidos) y con 1 cuando una \
        comprobación encontró un problema. La comprobación del servidor hace un GET /list (se omite \
        con --offline o sin servidor).
        """,

        // sync progress (todo sync on a terminal, or -v) and failure reasons
        .syncProgressFailed: "el intento {attempt} falló",
        .syncProgressFailedBecause: "el intento {attempt} falló: {reason}",
        .syncProgressWindow: "esperando el fin de la espera de una ejecución anterior",
        .syncProgressNextTry: "siguiente intento en {time}",
        .syncProgressGoesOn: "puede seguir {time} más",
        .syncProgressStop: "Ctrl-C para; los cambios se conservan",
        .reasonUnreachable: "servidor inalcanzable",
        .reasonTimedOut: "sin respuesta a tiempo",
        .reasonDropped: "conexión cortada",
        .reasonTLS: "fallo de TLS",
        .reasonGarbled: "respuesta ilegible",
        .reasonServerError: "error del servidor (HTTP {status})",
        .pushQueuedNextTry: " (en cola: {reason}, siguiente intento en {time})",
        .syncKeptOne: "{count} cambio en cola conservado",
        .syncKeptOther: "{count} cambios en cola conservados",

        // sync: conflicts found
        .syncConflictsHintOne: "{count} conflicto: mira `todo conflicts`",
        .syncConflictsHintOther: "{count} conflictos: mira `todo conflicts`",

        // help pages: examples, the global options
        .helpExamples: "Ejemplos:",
        .helpGlobalPointer:
            "Todas las órdenes aceptan también las opciones globales (--json, --home, --offline, -v, -q, el servidor y los reintentos): mira `todo help options`.",
        .helpOptionsAbstract: "Las opciones globales: todas las órdenes las aceptan, antes o después de su nombre.",
        .helpOptionsDiscussion:
            "Los ajustes se toman de la opción, luego del entorno (TODO_HOME, TODO_SERVER, TODO_TOKEN, TODO_MIN_DELAY, TODO_FACTOR, TODO_JITTER, TODO_MAX_DELAY, TODO_TIMEOUT, TODO_GENERATE_FAILS, TODO_OFFLINE), luego del archivo de configuración (`todo config set CLAVE VALOR`) y por último del valor predeterminado. Los ajustes de reintento dan forma a la espera de `todo sync`: tras el intento fallido n se espera min-delay × factor^(n−1), ± jitter; los reintentos se agotan cuando la espera pasaría de max-delay.",
        .helpOptionsTitle: "Opciones globales",

        // add: the text of a todo added with none
        .addDefaultText: "Nueva tarea",

        // conflicts: the kinds in words
        .conflictKindBothEdited: "editada en los dos lados",
        .conflictKindBothCreated: "creada en los dos lados con contenido distinto",
        .conflictKindRemoteDeletedLocalEdited: "eliminada en el servidor, editada aquí",
        .conflictKindLocalDeletedRemoteEdited: "eliminada aquí, editada en el servidor",

        // relative times (status)
        .timeNow: "ahora",
        .timeIn: "en {time}",
        .timeAgo: "hace {time}",

        // signup and login: the name
        .usernameMissing: "indica el nombre de la cuenta: `todo signup NOMBRE` o `todo login NOMBRE`",
        .usernameTwice: "indica el nombre una sola vez (NOMBRE o --username NOMBRE)",

        // conflicts: the kinds of issue 11 in words
        .conflictKindUnconfirmedCreateKept:
            "creada aquí, sin confirmar y ausente en el servidor: se conserva y se reenvía",
        .conflictKindServerResetRestored: "el servidor la perdió (reinicio): se reenvía",

        // Typing (issue 15): unknown commands, short numbers and ranges, rm's question, undo
        .commandUnknown: "orden desconocida '{word}'; véase 'todo help'",
        .commandUnknownSuggest: "orden desconocida '{word}'; ¿quería decir '{suggestion}'?",
        .idNumberUnknown: "ninguna tarea pendiente tiene el número {number}",
        .idRangeBackwards: "el intervalo '{range}' termina antes de empezar",
        .idRangeEmpty: "ninguna tarea pendiente tiene un número en {range}",
        .idRangeTooLong: "el intervalo '{range}' abarca más de {limit} números",
        .removeConfirmSingle: "¿Eliminar {todo}?",
        .removeConfirmMany: "¿Eliminar {count} tareas?",
        .removeNothingDeleted: "no se ha eliminado nada",
        .removeChanged: "no eliminada: {todo} cambió mientras respondía; vuelva a ejecutar la orden",
        .undoNothing: "no hay nada que deshacer",
        .undoDone: "Deshecho '{command}': {todos}{push}",
        .undoManyTodos: "{count} tareas",
        .helpRemoveYes: "No pedir confirmación.",
        .helpRemoveDiscussion:
            "Pregunta antes cuando la entrada estándar y la salida de errores son un terminal (con --yes no); a los scripts no se les pregunta. `todo undo` recupera las tareas.",
        .helpIDs: "Ids: un número de `todo list`, un intervalo de ellos (3-5) o un prefijo único de un id.",
        .helpUndoAbstract: "Deshacer el último cambio hecho aquí (add, edit, done, undone, rm, clear, import).",
        .helpUndoDiscussion:
            "Cada deshacer es un cambio nuevo, que se envía al servidor como cualquier otro; repítalo para deshacer el cambio anterior. Se pueden deshacer las últimas 100 órdenes.",
    ]
}
