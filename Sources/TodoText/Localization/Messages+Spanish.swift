// The Spanish messages (neutral Spanish), chosen when LC_ALL, LC_MESSAGES or LANG names `es`.
//
// Every key of Messages+English.swift has its translation here, with the same placeholders; see
// the comment at the top of that file for how to add a message. Command names, flags, file names
// and values the user types (`todo sync`, `--yes`, `low`) stay as they are.

extension Messages {
    /// The Spanish table.
    public static let spanish: [MessageKey: String] = Dictionary(
        uniqueKeysWithValues: MessageKey.allCases.map { ($0, spanishTemplate($0)) })

    /// The Spanish template of `key` (a `switch`: no table is built for a lookup).
    static func spanishTemplate(_ key: MessageKey) -> String {
        switch key {
        // Console
        case .consoleWarning: "aviso: {message}"
        case .consoleConfirmSuffix: "[s/N]"

        // List and detail views
        case .listPendingHeading: "Pendientes ({count})"
        case .listPendingEmpty: "nada que hacer"
        case .listCompletedHeading: "Completadas ({count})"
        case .listCompletedEmpty: "ninguna todavía"
        case .listNoText: "(sin texto)"
        case .listDueToday: "hoy"
        case .listDueTomorrow: "mañana"
        case .listDueIn: "en {days}d"
        case .listDueOverdueDays: "vencida hace {days}d"
        case .listNoMatch: "ninguna tarea coincide con {query}"
        case .listNothingOverdue: "nada vencido"
        case .itemDone: "hecha"
        case .itemPending: "pendiente"
        case .importanceLow: "baja"
        case .importanceBasic: "normal"
        case .importanceImportant: "importante"
        case .detailID: "id:              {id}"
        case .detailText: "texto:           {text}"
        case .detailStatus: "estado:          {status}"
        case .detailImportance: "importancia:     {importance}"
        case .detailDue: "vence:           {date}"
        case .detailDueOverdue: "vence:           {date} (vencida)"
        case .detailColor: "color:           {color}"
        case .detailCreated: "creada:          {time}"
        case .detailChanged: "modificada:      {time}"
        case .detailChangedBy: "modificada por:  {device}"

        // Changes: add, done, undone, edit, rm, clear, import
        case .changeAdded: "Añadida {todo}{push}"
        case .changeDone: "Hecha {todo}{push}"
        case .changeUndone: "De nuevo pendiente {todo}{push}"
        case .changeAlreadyDone: "Ya estaba hecha {todo}{push}"
        case .changeAlreadyPending: "Ya estaba pendiente {todo}{push}"
        case .changeEdited: "Editada {todo}{push}"
        case .changeRemoved: "Eliminada {todo}{push}"
        case .clearRemovedOne: "Eliminada {count} tarea{push}"
        case .clearRemovedOther: "Eliminadas {count} tareas{push}"
        case .clearNeedsYesOne:
            "clear eliminaría {count} tarea; pasa --yes para confirmarlo cuando no se ejecuta en un terminal"
        case .clearNeedsYesOther:
            "clear eliminaría {count} tareas; pasa --yes para confirmarlo cuando no se ejecuta en un terminal"
        case .clearConfirmAllOne: "¿Eliminar {count} tarea?"
        case .clearConfirmAllOther: "¿Eliminar {count} tareas?"
        case .clearConfirmDoneOne: "¿Eliminar {count} tarea completada?"
        case .clearConfirmDoneOther: "¿Eliminar {count} tareas completadas?"
        case .clearNothingDeleted: "no se ha eliminado nada"
        case .importSummaryOne:
            "Importada {count} tarea: {created} creadas, {updated} actualizadas, {unchanged} sin cambios{push}"
        case .importSummaryOther:
            "Importadas {count} tareas: {created} creadas, {updated} actualizadas, {unchanged} sin cambios{push}"

        // Argument checks
        case .parseImportance:
            "la importancia debe ser low, basic o important (o high, medium, low; H, M, L; alta, media, "
                + "baja); se recibió '{value}'"
        case .parseColor: "el color debe tener la forma #RRGGBB; se recibió '{value}'"
        case .parseDue: "fecha de vencimiento no entendida: '{value}'; use {forms}, o none para quitarla"
        case .editDueConflict: "--due y --no-due no se pueden usar juntas"
        case .editColorConflict: "--color y --clear-color no se pueden usar juntas"
        case .editNothing: "nada que cambiar: indica --text, --importance, --due, --no-due, --color o --clear-color"
        case .textEmpty: "el texto está vacío"
        case .exportCSVOrJSON: "elige solo una de --csv y --json"
        case .syncDeadlineInvalid: "--deadline debe ser un número positivo"

        // Quick push after a change (a suffix of the confirmation line)
        case .pushSynced: " (sincronizada)"
        case .pushQueued: " (en cola)"
        case .pushQueuedBecause: " (en cola: {reason})"
        case .pushQueuedUnauthorized: " (en cola: el servidor rechazó las credenciales)"

        // sync
        case .syncFiguresOne:
            "enviados {pushed}, fusionados {merged}, conflictos {conflicts}, {count} petición en {seconds} s"
        case .syncFiguresOther:
            "enviados {pushed}, fusionados {merged}, conflictos {conflicts}, {count} peticiones en {seconds} s"
        case .syncSynced: "sincronizado: {figures}"
        case .syncQueuedOne: "en cola: {count} cambio espera al servidor; {figures}"
        case .syncQueuedOther: "en cola: {count} cambios esperan al servidor; {figures}"
        case .syncGaveUpDeadline:
            "abandonado (venció el plazo): {kept}, lista marcada para "
                + "resincronizar; {figures}"
        case .syncGaveUpRetries:
            "abandonado (se agotaron los reintentos): {kept}, lista marcada para "
                + "resincronizar; {figures}"
        case .syncUnauthorized:
            "sin sincronizar: el servidor rechazó las credenciales; {kept}; {figures}"
        case .syncCancelled: "cancelado: {kept}; {figures}"
        case .syncFailed: "error: {message}; {kept}; {figures}"
        case .syncHintGaveUp:
            "último error: {error}; vuelve a ejecutar `todo sync` más tarde, o `todo sync --recover`"
        case .syncHintUnauthorized:
            "revisa el token (`todo config set token …`, TODO_TOKEN o --token) o vuelve a iniciar sesión"
        case .syncUnknownError: "desconocido"

        // conflicts
        case .conflictsNone: "No hay conflictos."
        case .conflictsLocalKept: "{when}  {id}  {kind}: se conservó la versión local"
        case .conflictsRemoteKept: "{when}  {id}  {kind}: se conservó la versión del servidor"
        case .conflictsKept: "    conservada: {todo}"
        case .conflictsOverridden: "    descartada: {todo}"
        case .conflictsDeleted: "(eliminada)"
        case .conflictsDue: "vence el {date}"
        case .conflictsChanged: "modificada el {time} por {device}"

        // status
        case .statusServer: "servidor:         {server}"
        case .statusNoServer: "ninguno (solo local: las tareas se quedan en este dispositivo)"
        case .statusStore: "almacén:          {home}"
        case .statusTodos: "tareas:           {count} (pendientes: {pending}, hechas: {done})"
        case .statusQueuedOne: "en cola:          {count} cambio"
        case .statusQueuedOther: "en cola:          {count} cambios"
        case .statusRevision: "revisión:         {revision}"
        case .statusDirtyYes: "resincronizar:    sí (toca una resincronización completa)"
        case .statusDirtyNo: "resincronizar:    no"
        case .statusLastSync: "última sinc.:     {time}"
        case .statusNever: "nunca"
        case .statusNextRetry: "próximo intento:  {time}"
        case .statusLastError: "último error:     {error}"

        // config
        case .configSetHidden: "{key} guardado (oculto)"
        case .configNotSet: "{key} no está definido"
        case .configUnset: "{key} eliminado"
        case .configSetMasked: "(con valor, oculto)"
        case .configHidden: "(oculto)"
        case .configUnknownKey: "clave desconocida '{key}'; claves conocidas: {known}"

        // Accounts: signup, login, logout, whoami
        case .passwordNoTerminal:
            "no hay terminal para pedir la contraseña: pasa --password-stdin y escríbela en la entrada estándar"
        case .passwordPrompt: "Contraseña de {username}: "
        case .passwordRepeat: "Repite la contraseña: "
        case .passwordsDiffer: "las contraseñas no coinciden"
        case .accountNotDownloadedOutcome:
            "la lista de la cuenta aún no se ha descargado ({outcome}); ejecuta `todo sync`"
        case .accountNotDownloadedError: "la lista de la cuenta aún no se ha descargado: {error}; ejecuta `todo sync`"
        case .loginOfferSignup: "No existe ninguna cuenta llamada '{username}'. ¿Crearla con esta contraseña?"
        case .signedUp: "cuenta creada: {username} en {server}"
        case .loggedIn: "sesión iniciada como {username} en {server}"
        case .loggedOutUser: "sesión de {username} cerrada"
        case .loggedOut: "sesión cerrada"
        case .notLoggedIn: "no hay ninguna sesión iniciada"
        case .logoutOffline: "sin conexión"
        case .whoami: "{username} en {server}"
        case .whoamiNone:
            "no hay ninguna sesión iniciada (las tareas se quedan en este dispositivo, o se sincronizan con un "
                + "token fijo)"

        // TodoKit: ids and the server
        case .idRequired: "hace falta un id (o un prefijo único de uno)"
        case .idUnknown: "ninguna tarea tiene un id que empiece por '{prefix}'"
        case .idAmbiguous: "el id '{prefix}' es ambiguo: {matches}"
        case .idAmbiguousMore: "el id '{prefix}' es ambiguo: {matches} y {more} más"
        case .noServer:
            "no hay ningún servidor configurado: pasa --server URL, define TODO_SERVER o ejecuta "
                + "`todo config set server URL`"
        case .noCredentials:
            "sin sesión y sin token: `todo signup NOMBRE` crea una cuenta, `todo login NOMBRE` usa una existente; o "
                + "configura un token con --token o TODO_TOKEN"
        case .offlineNoNetwork: "--offline: no se permite ningún acceso a la red"
        case .retrySettings: "ajustes de reintento: {reason}"

        // TodoKit: accounts
        case .usernameInvalid: "el nombre de usuario debe ser un nombre no vacío y sin espacios"
        case .passwordLength:
            "la contraseña debe tener de {min} a {max} caracteres (tiene {count}); no se ha enviado nada"
        case .usernameTaken:
            "el nombre de usuario '{username}' ya está en uso; inicia sesión con `todo login {username}`"
        case .wrongPassword: "contraseña incorrecta para '{username}'"
        case .unknownUser: "no existe ninguna cuenta llamada '{username}'; créala con `todo signup {username}`"
        case .actionSignUp: "crear la cuenta"
        case .actionLogIn: "iniciar sesión"
        case .serverRefusedAction: "el servidor se negó a {action}: {reason}"
        case .cannotActionNow: "no se puede {action} ahora: {reason}"
        case .cannotAction: "no se puede {action}: {reason}"
        case .storeOfAccount:
            "el almacén {home} contiene las tareas de la cuenta {username} en {server}: inicia sesión con "
                + "`todo login {username}`, o usa otro --home"
        case .ownerWriteFailed: "no se puede guardar el propietario del almacén: {reason}"
        case .ownerEncodeFailed: "no se puede codificar el propietario del almacén"
        case .sessionDamaged:
            "el archivo de sesión {path} está dañado; se dejó como estaba (bórralo, o `todo logout`, y vuelve a iniciar sesión)"
        case .sessionUnreadable: "el archivo de sesión {path} no se puede leer: {reason}"
        case .sessionWriteFailed: "no se puede guardar el archivo de sesión: {reason}"
        case .sessionEncodeFailed: "no se puede codificar la sesión"
        case .sessionRemoveFailed: "no se puede eliminar el archivo de sesión {path}: {reason}"

        // TodoKit: settings and the config file
        case .settingHomeEmpty: "home no puede estar vacío"
        case .settingServerURL: "server debe ser una URL http:// o https://; se recibió '{value}'"
        case .settingCACertEmpty: "cacert debe nombrar un fichero PEM de certificados de CA"
        case .settingServerSecret:
            "la URL del servidor no debe llevar un secreto (usuario:contraseña@ o una ?consulta como un token); usa `todo login`, o un token con --token, TODO_TOKEN o `todo config set token`"
        case .settingToken: "token no puede estar vacío ni contener espacios"
        case .settingSeconds: "{key} debe ser un número positivo de segundos; se recibió '{value}'"
        case .settingFactor: "factor debe ser un número ≥ 1; se recibió '{value}'"
        case .settingJitter: "jitter debe ser un número en [0, 1); se recibió '{value}'"
        case .settingGenerateFails: "generate-fails debe ser un entero de 0 a 100; se recibió '{value}'"
        case .settingMaxDelete: "max-delete debe ser un número entero de tareas, 0 o más; se recibió '{value}'"
        case .settingMaxDeleteShare: "max-delete-share debe ser un porcentaje de 0 a 100; se recibió '{value}'"
        case .storeUnsafeLink:
            "se rechaza el almacén {path}: es un enlace simbólico de otro usuario (uid {uid}); elimínelo o use otro --home"
        case .storeUnsafeMode:
            "se rechaza el almacén {path}: otros usuarios pueden escribir en él (modo {mode}); ejecute `chmod go-w {path}`"
        case .sessionUnsafeLink:
            "se rechaza el archivo de sesión {path}: es un enlace simbólico de otro usuario (uid {uid}); elimínelo e inicie sesión de nuevo"
        case .sessionUnsafeMode:
            "se rechaza el archivo de sesión {path}: otros usuarios pueden escribir en él (modo {mode}); elimínelo e inicie sesión de nuevo"
        case .settingMaxBelowMin: "max-delay ({max}) no puede ser menor que min-delay ({min})"
        case .settingLockTimeout: "TODO_LOCK_TIMEOUT debe ser un número de segundos ≥ 0"
        case .settingNow: "TODO_NOW debe ser un instante en segundos Unix"
        case .configUnreadable: "el archivo de configuración {path} no se puede leer: {reason}"
        case .configNotObject: "el archivo de configuración {path} no es un objeto JSON; se ha dejado como estaba"
        case .configNonString: "el archivo de configuración {path} tiene un valor que no es texto para '{key}'"
        case .configWriteFailed: "no se puede guardar el archivo de configuración: {reason}"
        case .configEncodeFailed: "no se puede codificar el archivo de configuración: {reason}"

        // TodoKit: import files
        case .importUnreadable: "no se puede leer {path}: {reason}"
        case .importNotUTF8: "{source}: no es texto UTF-8"
        case .importRecord: "{source}: registro {record}: {reason}"
        case .decodingMissing: "falta \"{field}\""
        case .decodingNull: "\"{field}\" es null"
        case .decodingWrongType: "\"{field}\" debería ser {expected}"
        case .decodingInvalid: "\"{field}\" tiene un valor no permitido"
        case .decodingNumberRange: "\"{field}\" es un número fuera de rango"
        case .decodingUnknown: "no es un elemento válido"
        case .decodingNumberSomewhere: "un número está fuera de rango"
        case .decodingTypeOther: "otro tipo de valor"
        case .csvDuplicateColumn: "{source}: la cabecera nombra la columna '{name}' dos veces"
        case .importJSONInvalid: "{source}: no es JSON válido"
        case .importJSONObject: "{source}: un objeto JSON, no un array de elementos: export --json escribe [ {…}, … ]"
        case .importJSONSyntax: "{source}: registro {record} (línea {line}): no es JSON válido"
        case .importNotUTF8Line: "{source}: línea {line}: no es texto UTF-8"
        case .importBlankID: "el id está en blanco"
        case .importIDControl: "el id contiene caracteres de control"
        case .importTimeRange: "{name} {value} está fuera de los años 1970 a 9999"
        case .importDeadlineRange: "la fecha límite {value} está fuera de los años 1970 a 9999"
        case .decodingTypeString: "una cadena"
        case .decodingTypeBool: "true o false"
        case .decodingTypeNumber: "un número"
        case .decodingTypeArray: "una lista"
        case .decodingTypeObject: "un objeto"
        case .importDuplicateID: "id duplicado {id}"
        case .importNotJSONArray: "{source}: no es un array JSON de elementos ({reason})"
        case .csvUnterminated: "{source}: registro {record}: campo entre comillas sin cerrar"
        case .csvUnknownColumn: "{source}: columna desconocida '{name}' (conocidas: {known})"
        case .csvNoTextColumn: "{source}: la cabecera no tiene columna 'text'"
        case .csvFieldCount: "{count} campos, la cabecera tiene {expected}"
        case .csvNotSeconds: "{name} '{value}' no son segundos Unix"
        case .csvImportance: "la importancia '{value}' no es low, basic ni important"
        case .csvDone: "done '{value}' no es true ni false"
        case .csvDeadline: "la fecha de vencimiento '{value}' no son segundos Unix ni una fecha"
        case .csvColor: "el color '{value}' no tiene la forma #RRGGBB"

        // TodoKit: the store
        case .storeLocked: "otro proceso de todo tiene bloqueado el almacén (se esperó {seconds} s): {path}"
        case .lockWaitCancelled: "detenido mientras esperaba que otro proceso de todo liberara el almacén: {path}"
        case .syncRunningGaveUp:
            "otra sincronización de este almacén está en curso (pid {pid}, desde hace {time}); se dejó de esperar tras {waited}: {path}"
        case .syncRunningUnknownGaveUp:
            "otra sincronización de este almacén está en curso; se dejó de esperar tras {waited}: {path}"
        case .syncOtherRunning:
            "otra sincronización de este almacén está en curso (pid {pid}, {time}); esperando a que termine"
        case .syncOtherRunningNextTry:
            "otra sincronización de este almacén está en curso (pid {pid}, {time}; siguiente intento en {next}); esperando a que termine"
        case .syncOtherRunningUnknown: "otra sincronización de este almacén está en curso; esperando a que termine"
        case .lockOpenFailed: "no se puede abrir el archivo de bloqueo: {reason}"
        case .lockFailed: "no se puede bloquear {path}: {reason}"
        case .storeDirectoryFailed: "no se puede crear el directorio del almacén: {reason}"
        case .storeUnreadable: "el archivo del almacén {path} no se puede leer: {reason}"
        case .storeDamaged: "el archivo del almacén {path} está dañado; se ha dejado como estaba"
        case .storeCorrupt: "el archivo del almacén {path} está corrupto ({reason}); se ha dejado como estaba"
        case .corruptNoHeader: "falta la línea de cabecera"
        case .corruptUnreadableHeader: "cabecera ilegible"
        case .corruptUnreadableBody: "contenido ilegible: {reason}"
        case .corruptUnreadableItems: "elementos ilegibles"
        case .corruptSize: "tamaño de {size} bytes, la cabecera indica {expected}"
        case .corruptItemCount: "{count} elementos, la cabecera indica {expected}"
        case .corruptChecksum: "la suma de comprobación no coincide"
        case .corruptMissingNewline: "falta el salto de línea final"
        case .corruptNewerFormat: "formato más reciente"
        case .corruptUnknownFormat: "formato desconocido {format}"
        case .helpSyncAllowDeletions:
            "Aplicar una resincronización aunque borre más tareas locales de las que permite la protección contra borrados masivos (--max-delete, --max-delete-share)."
        case .helpSyncMaxDelete:
            "Detener una resincronización que quitaría más de este número de tareas locales (y más que la proporción siguiente); por omisión 10, o el ajuste max-delete."
        case .helpSyncMaxDeleteShare:
            "…y más que este porcentaje de la lista local; por omisión 50, o el ajuste max-delete-share."
        case .syncBlocked: "detenido: la resincronización borraría {count} tareas locales; no se cambió nada"
        case .syncHintBlocked:
            "a la lista del servidor le faltan más tareas de este dispositivo de las que permite la protección contra borrados masivos (ajustes max-delete, max-delete-share); revise el servidor y luego ejecute `todo sync --allow-deletions` para aplicar los borrados"
        case .syncServerResetOne:
            "la revisión del servidor retrocedió (se reinició vacío o se restauró de una copia): no se borró nada por ello; {count} tarea que le faltaba se conservó y se volvió a subir (vea `todo conflicts`)"
        case .syncServerResetOther:
            "la revisión del servidor retrocedió (se reinició vacío o se restauró de una copia): no se borró nada por ello; {count} tareas que le faltaban se conservaron y se volvieron a subir (vea `todo conflicts`)"
        case .syncInterruptedOne:
            "interrumpido: {count} cambio sigue en cola; no se pierde nada, `todo sync` sigue desde aquí"
        case .syncInterruptedOther:
            "interrumpido: {count} cambios siguen en cola; no se pierde nada, `todo sync` sigue desde aquí"
        case .corruptMissingJournal:
            "falta mientras existe {file}: los cambios que guardaba se han perdido; restáurelo desde una copia, como explica `todo doctor`"
        case .corruptMissingSnapshot:
            "falta mientras existe {file}: las tareas que guardaba se han perdido; restáurelo desde una copia, como explica `todo doctor`"
        case .corruptLineUnreadable: "la línea {line} es ilegible"
        case .corruptLineChecksum: "la línea {line} no supera su suma de comprobación"
        case .corruptGeneration: "generación {generation}, la instantánea tiene {expected}"
        case .corruptJournalVersion: "versión de diario desconocida"
        case .storeNewerFormat:
            "el almacén {path} tiene el formato {format}, más reciente que el {current} de este todo; se ha dejado "
                + "como estaba"
        case .storeLegacyNotArray:
            "el almacén de formato 1 {path} no es un array JSON de elementos; se ha dejado como estaba"
        case .storeEncodeChange: "no se puede codificar un cambio: {reason}"
        case .storeEncode: "no se puede codificar el almacén: {reason}"
        case .storeEncodeHeader: "no se puede codificar la cabecera del almacén: {reason}"
        case .storeWriteFailed: "no se puede guardar el almacén: {reason}"
        case .storeBaseWriteFailed: "no se puede guardar la instantánea base: {reason}"
        case .storeBaseEncodeFailed: "no se puede codificar la instantánea base: {reason}"
        case .fileWriteFailed: "no se puede escribir {path}: {reason}"
        case .fileRepairFailed: "no se puede reparar {path}: {reason}"
        case .warnTornConflicts: "se omitió una última línea incompleta de {path}"
        case .warnMigrated:
            "se migró {path} (formato 1) al formato {format}; el archivo antiguo se conserva como "
                + "items.json.migrated"
        case .warnJournalHeader:
            "se descartó una cabecera de diario incompleta ({bytes} bytes) que dejó una escritura interrumpida"
        case .warnJournalLine:
            "se descartó una última línea de diario incompleta ({bytes} bytes) que dejó una escritura interrumpida"

        // Accounts: whose todos, logout choices; doctor
        case .importLocalLeftOne:
            "{count} tarea de este dispositivo (Dispositivo local) se queda en él; "
                + "`todo login {username} --import-local` la añade a la cuenta"
        case .importLocalLeftOther:
            "{count} tareas de este dispositivo (Dispositivo local) se quedan en él; "
                + "`todo login {username} --import-local` las añade a la cuenta"
        case .importLocalPromptOne:
            "Este dispositivo tiene {count} tarea (Dispositivo local). ¿Importarla a la cuenta de "
                + "{username}?"
        case .importLocalPromptOther:
            "Este dispositivo tiene {count} tareas (Dispositivo local). ¿Importarlas a la cuenta de "
                + "{username}?"
        case .importLocalDoneOne: "{count} tarea de este dispositivo importada a la cuenta de {username}{push}"
        case .importLocalDoneOther: "{count} tareas de este dispositivo importadas a la cuenta de {username}{push}"
        case .loginCopiesReplacedOne:
            "{count} tarea conservada en este dispositivo al cerrar una sesión anterior, sustituida por la "
                + "versión de la cuenta"
        case .loginCopiesReplacedOther:
            "{count} tareas conservadas en este dispositivo al cerrar una sesión anterior, sustituidas por "
                + "las versiones de la cuenta"
        case .logoutKeepPromptOne:
            "¿Conservar en este dispositivo la tarea de {username} ({count}) como tarea del Dispositivo "
                + "local? (no: eliminarla)"
        case .logoutKeepPromptOther:
            "¿Conservar en este dispositivo las {count} tareas de {username} como tareas del Dispositivo "
                + "local? (no: eliminarlas)"
        case .logoutKeptOne: "{count} tarea conservada como copia del Dispositivo local"
        case .logoutKeptOther: "{count} tareas conservadas como copias del Dispositivo local"
        case .logoutRemovedOne: "{count} tarea eliminada de este dispositivo"
        case .logoutRemovedOther: "{count} tareas eliminadas de este dispositivo"
        case .logoutQueuedKeptOne: "{count} cambio en cola conservado para el próximo inicio de sesión"
        case .logoutQueuedKeptOther: "{count} cambios en cola conservados para el próximo inicio de sesión"
        case .logoutQueuedLostOne: "{count} cambio en cola descartado (--force --wipe)"
        case .logoutQueuedLostOther: "{count} cambios en cola descartados (--force --wipe)"
        case .logoutCannotRemoveStore: "no se puede eliminar el almacén de la cuenta {home}: {reason}"
        case .addLocalNote: " (Dispositivo local: se queda en este dispositivo, sin sincronizar)"
        case .addLocalWithoutLogin:
            "--local deja una tarea fuera de la cuenta con la sesión iniciada; sin sesión, todas las tareas "
                + "de aquí se sincronizan con el token fijo del servidor (usa --offline para ponerla en cola sin "
                + "intentar conectar)"
        case .ownerLocalDevice: "Dispositivo local"
        case .detailOwner: "propietario:     {owner}"
        case .statusAccount: "cuenta:           {account}, con sesión iniciada{local}"
        case .statusNoAccount: "cuenta:           ninguna (las tareas son de este dispositivo: Dispositivo local)"
        case .statusLocalItemsOne: " (y {count} tarea del Dispositivo local)"
        case .statusLocalItemsOther: " (y {count} tareas del Dispositivo local)"
        case .doctorOk: "bien"
        case .doctorWarning: "aviso"
        case .doctorProblem: "problema"
        case .doctorNameConfig: "config."
        case .doctorNameSession: "sesión"
        case .doctorNameStore: "almacén"
        case .doctorNameServer: "servidor"
        case .doctorFix: "solución: {fix}"
        case .doctorHealthy: "no se encontró ningún problema"
        case .doctorProblems: "se encontraron problemas: mira las soluciones de arriba"
        case .doctorConfigDamagedFix:
            "corrige el objeto JSON de {path}, o apártalo (`mv {path} {path}.broken`) y vuelve a fijar los "
                + "valores con `todo config set`"
        case .doctorSettingsFix:
            "corrige la opción, la variable de entorno TODO_* o el valor de `todo config set` que se nombra"
        case .doctorSessionDamagedFix:
            "`todo logout` elimina el archivo de sesión dañado; después, `todo login NOMBRE`"
        case .doctorConfigNone:
            "no hay archivo de configuración ({path}): se aplican los valores por defecto, el entorno y las "
                + "opciones"
        case .doctorConfigTokenOpen: "{path} contiene un token pero otros pueden leerlo (modo {mode})"
        case .doctorConfigValues: "{path}: define {keys}"
        case .doctorConfigNoValues: "{path}: sin valores"
        case .doctorSessionNone: "sin sesión: las tareas son de este dispositivo (Dispositivo local)"
        case .doctorSessionOpen: "otros pueden leer el archivo de sesión {path} (modo {mode})"
        case .doctorSessionOpenFix: "chmod 600 {path}; después `todo logout` y `todo login` si otros han podido leerlo"
        case .doctorSessionOtherServer:
            "sesión iniciada como {username} en {server}, pero el servidor configurado es {configured}: la "
                + "sesión no se usa"
        case .doctorSessionOtherServerFix: "`todo config set server {server}`, o `todo logout`"
        case .doctorSessionOK: "sesión iniciada como {username} en {server}"
        case .doctorNone: "ninguno"
        case .doctorStoreIssue: "{home} ({owner}): {message}"
        case .doctorStoreLockedFix: "espera a que termine el otro comando todo (`fuser -v {home}/lock` lo muestra)"
        case .doctorStoreUnusableFix:
            "haz que {home} sea un directorio con permiso de escritura, o elige otro con --home / TODO_HOME"
        case .doctorStoreDamagedFix:
            "no se ha cambiado nada: restaura el archivo nombrado desde una copia de seguridad, o aparta el "
                + "almacén (`mv {home} {home}.broken`) para empezar ahí una lista vacía"
        case .doctorStoreSummary: "{home} ({owner}): {todos}; {queued}"
        case .doctorTodosOne: "{count} tarea"
        case .doctorTodosOther: "{count} tareas"
        case .doctorQueuedOne: "{count} cambio en cola"
        case .doctorQueuedOther: "{count} cambios en cola"
        case .doctorRevision: ", revisión {revision}"
        case .doctorConflictsOne: ", {count} conflicto registrado (`todo conflicts`)"
        case .doctorConflictsOther: ", {count} conflictos registrados (`todo conflicts`)"
        case .doctorDirty: "; marcada para resincronizar: toca una resincronización completa"
        case .doctorDirtyFix: "`todo sync` (o `todo sync --recover --deadline 600` sin supervisión)"
        case .doctorBackoff: "; en espera hasta {time}{why}"
        case .doctorBackoffAfter: " tras: {error}"
        case .doctorBackoffFix:
            "`todo sync` espera según el calendario de reintentos; `todo sync --recover` sigue más allá"
        case .doctorServerNone: "ninguno configurado: solo local (`todo config set server URL` para sincronizar)"
        case .doctorServerOffline: "{server}: sin comprobar (--offline)"
        case .doctorServerError: "{server}: {message}"
        case .doctorServerOK: "{server} respondió en {ms} ms: {todos} en la revisión {revision}"
        case .doctorServerUnauthorized: "{server} rechazó las credenciales (401)"
        case .doctorServerNoCredentials: "{server} responde, pero no hay sesión ni token que enviarle"
        case .doctorServerUnauthorizedFix:
            "`todo signup NOMBRE` (una cuenta nueva) o `todo login NOMBRE`, o un token fijo válido "
                + "(`todo config set token TOKEN`)"
        case .doctorServerUnreachable: "no se puede llegar a {server}: {message}"
        case .doctorServerOdd: "{server} respondió a GET /list de forma inesperada ({failure})"
        case .doctorServerFix:
            "comprueba la dirección (`todo config get server`) y la red; mientras tanto los cambios siguen "
                + "en cola. Para probar con el simulador: `todo-mock-server --port {port}`, y luego "
                + "`todo config set server http://127.0.0.1:{port}`"
        case .logoutRefusedOne:
            "sesión no cerrada: {count} cambio en cola no llegó a la cuenta de {username} ({reason}); "
                + "ejecuta `todo sync`, o `todo logout --force` (sigue en cola hasta el próximo inicio de sesión "
                + "de esa cuenta; con --wipe el cambio se perdería)"
        case .logoutRefusedOther:
            "sesión no cerrada: {count} cambios en cola no llegaron a la cuenta de {username} ({reason}); "
                + "ejecuta `todo sync`, o `todo logout --force` (siguen en cola hasta el próximo inicio de sesión "
                + "de esa cuenta; con --wipe se perderían los {count} cambios)"

        // watch
        case .watchOffline: "--offline: watch intenta conectar con la red"
        case .watchIntervalInvalid: "--interval debe ser un número positivo"
        case .watchNextTry: "próximo intento en {seconds} s"
        case .watchError: "error: {error}; {next}"
        case .watchQueuedOne: "{count} cambio en cola"
        case .watchQueuedOther: "{count} cambios en cola"
        case .watchSynced: "sincronizado: {pushed} enviados, {merged} fusionados{conflicts}, {items} tareas"
        case .watchConflictsOne: ", {count} conflicto"
        case .watchConflictsOther: ", {count} conflictos"
        case .watchWaiting: "en espera: sigue abierta la pausa de un fallo anterior; {queued}; {next}"
        case .watchNotSynced: "sin sincronizar: {error}; {queued}; {next}"
        case .watchServerUnavailable: "servidor no disponible"
        case .watchUnauthorized:
            "sin autorización: el servidor rechazó las credenciales; ejecuta `todo login` (o revisa el "
                + "token); {queued}; {next}"
        case .watchCancelled: "cancelado: {queued}"
        case .watchFailed: "falló: {error}; {queued}; {next}"
        case .watchStopped: "detenido"

        // progress lines
        case .progressReading: "importando: leyendo {size}"
        case .progressImporting: "importando: {completed}/{total} registros"
        case .progressChecking: "importando: {completed} registros, {read} de {size} leídos"
        case .progressPushing: "sincronizando: enviados {completed}/{total} cambios"
        case .progressDownloading: "sincronizando: descargando la lista del servidor"
        case .progressUploading: "sincronizando: subiendo la lista fusionada de {total} tareas"
        case .progressWaiting: "sincronizando: reintento en {seconds} s (enviados {completed}/{total} cambios)"

        // --help: the commands' abstracts and discussions and their options' help
        case .helpTodoAbstract: "Una lista de tareas para la terminal que funciona sin conexión."
        case .helpTodoDiscussion:
            """
            Cada cambio se guarda al instante en este dispositivo y se pone en cola para el servidor, si \
            hay uno configurado.
            Códigos de salida: 0 éxito, 64 error de uso, 65 datos no válidos (almacén corrupto o archivo \
            de importación no válido), 69 la sincronización se abandonó, 75 almacén bloqueado por otro \
            proceso, 77 falló la autenticación, 78 almacén o sesión que otros \
            podrían cambiar, 130/143 detenido por una señal, 1 otro error.

            Archivos: el almacén del dispositivo en $TODO_HOME (por defecto $XDG_DATA_HOME/todo,         ~/.local/share/todo), el de una cuenta en HOME/accounts/SERVIDOR/NOMBRE, el registro en         HOME/logs/todo.log; el archivo de configuración y la sesión (modo 0600) en         $XDG_CONFIG_HOME/todo (por defecto ~/.config/todo).

            `todo help ORDEN` muestra una orden con ejemplos; `todo help options`, las opciones que \
            aceptan todas las órdenes.
            """
        case .helpGlobalJSON: "Imprime la salida en JSON, para programas."
        case .helpGlobalHome: "El directorio del almacén (env TODO_HOME)."
        case .helpGlobalOffline: "No intenta ninguna conexión de red."
        case .helpGlobalServer: "La URL base del servidor (env TODO_SERVER)."
        case .helpGlobalToken: "Un token de API fijo (env TODO_TOKEN)."
        case .helpGlobalMinDelay: "Espera antes del primer reintento, en segundos."
        case .helpGlobalFactor: "Factor de crecimiento de la espera entre reintentos."
        case .helpGlobalJitter: "Variación aleatoria de las esperas entre reintentos, 0..<1."
        case .helpGlobalMaxDelay: "Espera máxima entre reintentos, en segundos."
        case .helpGlobalTimeout: "Tiempo límite de cada petición, en segundos."
        case .helpGlobalGenerateFails: "Valor de X-Generate-Fails que se envía (0-100)."
        case .helpGlobalInsecure: "No verifica el certificado TLS del servidor."
        case .doctorNameTLS: "certificados"
        case .doctorTLSInsecure:
            "los certificados NO se verifican (--insecure): cualquiera en la red puede leer y cambiar el tráfico"
        case .doctorTLSInsecureFix:
            "quita --insecure; para un servidor con una CA privada, usa --cacert FICHERO (o TODO_CA_BUNDLE, `todo config set cacert FICHERO`)"
        case .doctorTLSSystem:
            "los servidores se verifican con los certificados de CA del sistema (el almacén por defecto de libcurl)"
        case .doctorTLSFile: "los servidores se verifican con los certificados de CA de {path} (de {source})"
        case .doctorTLSUnreadable: "no se puede leer el fichero de CA {path} (de {source}): toda petición https fallará"
        case .doctorTLSUnreadableFix:
            "apunta --cacert, TODO_CA_BUNDLE, cacert de la configuración, CURL_CA_BUNDLE o SSL_CERT_FILE a un fichero PEM legible"
        case .pushFailedWarning: "no sincronizado, y reintentar no servirá: {reason}"
        case .helpGlobalCACert: "Verifica el servidor con los certificados de CA de este fichero PEM."
        case .insecureWarning:
            "--insecure: no se verifica el certificado TLS del servidor; cualquiera en la red puede leer y cambiar lo que se envía, el token incluido"
        case .helpGlobalVerbose: "Registros de depuración en la salida de error estándar."
        case .helpGlobalNoColor: "Sin colores en la salida (también con NO_COLOR=1 o TERM=dumb)."
        case .helpGlobalQuiet: "Sin línea de progreso ni notas como \"(en cola)\"; los errores se siguen mostrando."
        case .helpID: "Un número de `todo list`, o el id o un prefijo único de él."
        case .helpImportance: "low, basic o important (también alta, media, baja; H, M, L)."
        case .helpAddAbstract: "Añade una tarea (sin texto: \"Nueva tarea\")."
        case .helpAddWords: "El texto; si son varias palabras, se unen con espacios."
        case .helpAddDue:
            "Un día y, si se quiere, una hora: 2026-12-01, hoy, mañana, viernes, próximo lunes, fin de mes, "
                + "+3d, +1m, en 2 semanas, mañana 17:00, 2026-12-01T09:30 (y las formas inglesas); none: sin fecha."
        case .helpAddColor: "Un color, #RRGGBB."
        case .helpAddLocal:
            "Deja esta tarea solo en este dispositivo (\"Dispositivo local\"), también con la sesión iniciada."
        case .helpListAbstract: "Lista las tareas: primero las pendientes, luego las completadas."
        case .helpListFilter: "Qué tareas mostrar (por defecto: todas)."
        case .helpListSort: "Orden: due, importance, created o changed."
        case .helpListSearch: "Solo las tareas cuyo texto contiene WORD."
        case .helpListOverdue: "Solo las tareas pendientes cuya fecha de vencimiento ya pasó."
        case .helpListFilters:
            "Etiquetas y contextos que deben tener las tareas (+casa, @teléfono; -+casa: sin ella); las "
                + "demás palabras deben aparecer en el texto."
        case .helpListWithout: "Solo las tareas sin esta etiqueta o contexto (también -+casa, -@teléfono)."
        case .listWithoutNotTag:
            "--without necesita una etiqueta o un contexto como +casa o @teléfono; se recibió "
                + "'{value}'"
        case .helpListAll: "Muestra las tareas pendientes y las completadas."
        case .helpListPending: "Muestra solo las tareas pendientes."
        case .helpListDone: "Muestra solo las tareas completadas."
        case .helpShowAbstract: "Muestra todos los datos de una tarea."
        case .helpEditAbstract: "Cambia los campos de una tarea."
        case .helpEditText: "Texto nuevo."
        case .helpEditDue: "Nueva fecha de vencimiento (las formas de add --due); none la quita."
        case .helpEditNoDue: "Quita la fecha de vencimiento."
        case .helpEditColor: "Nuevo color, #RRGGBB."
        case .helpEditClearColor: "Quita el color."
        case .helpDoneAbstract: "Marca tareas como completadas (por número, rango o id)."
        case .helpUndoneAbstract: "Vuelve a marcar tareas como pendientes."
        case .helpRemoveAbstract: "Elimina tareas (en un terminal, pregunta antes)."
        case .helpClearAbstract: "Elimina todas las tareas o, con --done, solo las completadas."
        case .helpClearDiscussion: "En una terminal pide confirmación; los scripts deben pasar --yes."
        case .helpClearDone: "Elimina solo las tareas completadas."
        case .helpClearYes: "No pide confirmación."
        case .helpStatusAbstract: "Muestra el almacén, el servidor y el estado de la sincronización."
        case .helpExportAbstract: "Escribe todas las tareas en la salida estándar como CSV o JSON (por defecto, JSON)."
        case .helpExportCSV: "CSV con una fila de cabecera."
        case .helpImportAbstract: "Importa tareas de un array JSON de elementos o de un archivo CSV."
        case .helpImportDiscussion:
            "Los ids conocidos se actualizan y los nuevos se crean. Un archivo no válido no cambia nada (salida 65)."
        case .helpImportFile: "El archivo que se importa."
        case .helpSyncAbstract: "Envía los cambios en cola y descarga la lista del servidor, con reintentos y esperas."
        case .helpSyncDiscussion:
            """
            Sigue el calendario de reintentos hasta que el servidor y la lista local coinciden (salida 0) \
            o se agotan los reintentos (salida 69: los cambios se conservan y la lista queda marcada para \
            resincronizar). Con --recover, para tareas de cron y temporizadores, sigue intentándolo (cada \
            espera limitada a --max-delay) hasta que lo consigue o pasa --deadline, y siempre termina con \
            una resincronización que demuestra que las listas son iguales.
            """
        case .helpSyncRecover: "Recuperación desatendida: sigue intentándolo hasta --deadline."
        case .helpSyncDeadline: "Con --recover: abandona pasados estos segundos."
        case .helpConflictsAbstract:
            "Muestra lo que descartaron las resincronizaciones: qué lado ganó y las dos versiones."
        case .helpConflictsClear: "Vacía el registro de conflictos después de mostrarlo."
        case .helpWatchAbstract: "Se queda en primer plano y mantiene la lista sincronizada."
        case .helpWatchDiscussion:
            """
            Sincroniza al instante, luego cada --interval segundos y siempre que se pone un cambio en cola \
            (desde cualquier otro comando todo), respetando el calendario de reintentos: ninguna petición \
            mientras siga abierta la pausa de un fallo anterior. Las caídas y las credenciales rechazadas \
            se informan y se esperan. Imprime una línea por intento de sincronización (--json: un objeto \
            JSON por línea). Ctrl-C o SIGTERM lo detienen limpiamente (salida 0): se cancela la petición \
            en curso y el almacén queda como lo dejó el último guardado.
            """
        case .helpWatchInterval: "Segundos entre sincronizaciones cuando nada cambia."
        case .helpConfigAbstract: "Lee y escribe el archivo de configuración ($XDG_CONFIG_HOME/todo/config.json)."
        case .helpConfigKey: "La clave."
        case .helpConfigValue: "El valor."
        case .helpConfigSetAbstract: "Define un valor."
        case .helpConfigGetAbstract: "Muestra un valor (los secretos aparecen enmascarados)."
        case .helpConfigUnsetAbstract: "Elimina un valor."
        case .helpConfigListAbstract: "Muestra todos los valores guardados (con los secretos enmascarados)."
        case .helpConfigListJSON: "Imprime un objeto JSON."
        case .helpAccountUsername: "El nombre de la cuenta."
        case .helpAccountPasswordStdin: "Lee la contraseña de la entrada estándar (la primera línea)."
        case .helpAccountImportLocal:
            "Tras iniciar sesión, importa a la cuenta las tareas de este dispositivo (Dispositivo local); "
                + "en una terminal, lo pregunta."
        case .helpSignupAbstract: "Crea una cuenta en el servidor e inicia sesión en ella."
        case .helpSignupDiscussion:
            """
            La contraseña (de 6 a 128 caracteres) se pide en la terminal sin mostrarla, o se lee de la \
            entrada estándar con --password-stdin. La sesión se mantiene hasta `todo logout`.
            """
        case .helpLoginAbstract: "Inicia sesión en una cuenta del servidor."
        case .helpLoginDiscussion:
            """
            La contraseña se pide en la terminal sin mostrarla, o se lee de la entrada estándar con \
            --password-stdin. En una terminal, si la cuenta no existe, se ofrece crearla. Una contraseña \
            incorrecta sale con 77. La sesión se mantiene hasta `todo logout`.
            """
        case .helpLogoutAbstract:
            "Cierra la sesión: olvida la sesión (los tokens) y conserva o elimina las tareas de la cuenta."
        case .helpLogoutDiscussion:
            """
            --keep-local conserva en este dispositivo las tareas de la cuenta como copias del Dispositivo \
            local (las sustituyen las versiones del servidor en el siguiente inicio de sesión de esa \
            cuenta, si allí siguen existiendo); --wipe las elimina de este dispositivo. En una terminal, \
            sin ninguna de las dos, logout lo pregunta; en scripts, lo predeterminado es --keep-local.
            Primero se envían los cambios en cola (un intento rápido). Si después sigue habiendo cambios \
            en cola, logout se niega (salida 69) salvo con --force: forzado, se quedan en cola en el \
            almacén de la cuenta y se envían tras el siguiente inicio de sesión de esa cuenta; forzado con \
            --wipe, se pierden.
            """
        case .helpLogoutKeep: "Qué pasa con las tareas de la cuenta en este dispositivo."
        case .helpLogoutKeepLocal:
            "Conserva en este dispositivo las tareas de la cuenta como tareas del Dispositivo local."
        case .helpLogoutWipe: "Elimina de este dispositivo las tareas de la cuenta."
        case .helpLogoutForce: "Cierra la sesión aunque no se hayan podido enviar los cambios en cola."
        case .helpWhoamiAbstract: "Muestra la cuenta con la sesión iniciada y su servidor (nunca los tokens)."
        case .helpDoctorAbstract:
            "Revisa la configuración, la sesión, el almacén y el servidor; dice qué falla y cómo arreglarlo."
        case .helpDoctorDiscussion:
            """
            No cambia nada. Sale con 0 cuando nada está roto (avisos incluidos) y con 1 cuando una \
            comprobación encontró un problema. La comprobación del servidor hace un GET /list (se omite \
            con --offline o sin servidor).
            """

        // sync progress (todo sync on a terminal, or -v) and failure reasons
        case .syncProgressFailed: "el intento {attempt} falló"
        case .syncProgressFailedBecause: "el intento {attempt} falló: {reason}"
        case .syncProgressWindow: "esperando el fin de la espera de una ejecución anterior"
        case .syncProgressNextTry: "siguiente intento en {time}"
        case .syncProgressGoesOn: "puede seguir {time} más"
        case .syncProgressStop: "Ctrl-C para; los cambios se conservan"
        case .reasonUnreachable: "servidor inalcanzable"
        case .reasonTimedOut: "sin respuesta a tiempo"
        case .reasonDropped: "conexión cortada"
        case .reasonTLS: "fallo de TLS"
        case .reasonGarbled: "respuesta ilegible"
        case .reasonServerError: "error del servidor (HTTP {status})"
        case .pushQueuedNextTry: " (en cola: {reason}, siguiente intento en {time})"
        case .syncKeptOne: "{count} cambio en cola conservado"
        case .syncKeptOther: "{count} cambios en cola conservados"

        // sync: conflicts found
        case .syncConflictsHintOne: "{count} conflicto: mira `todo conflicts`"
        case .syncConflictsHintOther: "{count} conflictos: mira `todo conflicts`"

        // help pages: examples, the global options
        case .helpExamples: "Ejemplos:"
        case .helpGlobalPointer:
            "Todas las órdenes aceptan también las opciones globales (--json, --home, --offline, -v, -q, el servidor y los reintentos): mira `todo help options`."
        case .helpOptionsAbstract: "Las opciones globales: todas las órdenes las aceptan, antes o después de su nombre."
        case .helpOptionsDiscussion:
            "Los ajustes se toman de la opción, luego del entorno (TODO_HOME, TODO_SERVER, TODO_TOKEN, TODO_MIN_DELAY, TODO_FACTOR, TODO_JITTER, TODO_MAX_DELAY, TODO_TIMEOUT, TODO_GENERATE_FAILS, TODO_OFFLINE), luego del archivo de configuración (`todo config set CLAVE VALOR`) y por último del valor predeterminado. Los ajustes de reintento dan forma a la espera de `todo sync`: tras el intento fallido n se espera min-delay × factor^(n−1), ± jitter; los reintentos se agotan cuando la espera pasaría de max-delay."
        case .helpOptionsTitle: "Opciones globales"

        // add: the text of a todo added with none
        case .addDefaultText: "Nueva tarea"

        // conflicts: the kinds in words
        case .conflictKindBothEdited: "editada en los dos lados"
        case .conflictKindBothCreated: "creada en los dos lados con contenido distinto"
        case .conflictKindRemoteDeletedLocalEdited: "eliminada en el servidor, editada aquí"
        case .conflictKindLocalDeletedRemoteEdited: "eliminada aquí, editada en el servidor"

        // relative times (status)
        case .timeNow: "ahora"
        case .timeIn: "en {time}"
        case .timeAgo: "hace {time}"

        // signup and login: the name
        case .usernameMissing: "indica el nombre de la cuenta: `todo signup NOMBRE` o `todo login NOMBRE`"
        case .usernameTwice: "indica el nombre una sola vez (NOMBRE o --username NOMBRE)"

        // conflicts: the kinds of issue 11 in words
        case .conflictKindUnconfirmedCreateKept:
            "creada aquí, sin confirmar y ausente en el servidor: se conserva y se reenvía"
        case .conflictKindServerResetRestored: "el servidor la perdió (reinicio): se reenvía"

        // Typing (issue 15): unknown commands, short numbers and ranges, rm's question, undo
        case .commandUnknown: "orden desconocida '{word}'; véase 'todo help'"
        case .commandUnknownSuggest: "orden desconocida '{word}'; ¿quería decir '{suggestion}'?"
        case .idNumberUnknown: "ninguna tarea pendiente tiene el número {number}"
        case .idRangeBackwards: "el intervalo '{range}' termina antes de empezar"
        case .idRangeEmpty: "ninguna tarea pendiente tiene un número en {range}"
        case .idRangeTooLong: "el intervalo '{range}' abarca más de {limit} números"
        case .removeConfirmSingle: "¿Eliminar {todo}?"
        case .removeConfirmMany: "¿Eliminar {count} tareas?"
        case .removeNothingDeleted: "no se ha eliminado nada"
        case .removeChanged: "no eliminada: {todo} cambió mientras respondía; vuelva a ejecutar la orden"
        case .undoNothing: "no hay nada que deshacer"
        case .undoDone: "Deshecho '{command}': {todos}{push}"
        case .undoManyTodos: "{count} tareas"
        case .helpRemoveYes: "No pedir confirmación."
        case .helpRemoveDiscussion:
            "Pregunta antes cuando la entrada estándar y la salida de errores son un terminal (con --yes no); a los scripts no se les pregunta. `todo undo` recupera las tareas."
        case .helpIDs: "Ids: un número de `todo list`, un intervalo de ellos (3-5) o un prefijo único de un id."
        case .helpUndoAbstract: "Deshacer el último cambio hecho aquí (add, edit, done, undone, rm, clear, import)."
        case .helpUndoDiscussion:
            "Cada deshacer es un cambio nuevo, que se envía al servidor como cualquier otro; repítalo para deshacer el cambio anterior. Se pueden deshacer las últimas 100 órdenes. Si una tarea cambió o se eliminó en otro sitio desde entonces (una sincronización trajo otra versión), no se deshace nada; --force lo deshace igualmente."

        // undo after a sync (issue 32): todos changed or deleted elsewhere since the command
        case .undoChangedElsewhere: "{id} cambió en otro sitio después de '{command}'; ahora: {version}"
        case .undoDeletedElsewhere: "{todo} se eliminó en otro sitio después de '{command}'; deshacer no la recupera"
        case .undoRefusedOne:
            "no se deshizo nada: {count} tarea cambió en otro sitio después de '{command}'; `todo undo --force` lo deshace igualmente y guarda la versión que reemplaza en `todo conflicts` (una tarea eliminada en otro sitio sigue eliminada)"
        case .undoRefusedOther:
            "no se deshizo nada: {count} tareas cambiaron en otro sitio después de '{command}'; `todo undo --force` lo deshace igualmente y guarda las versiones que reemplaza en `todo conflicts` (las tareas eliminadas en otro sitio siguen eliminadas)"
        case .undoForcedReplaced: "reemplazada {id}, cambiada en otro sitio (guardada en `todo conflicts`): {version}"
        case .undoForcedLeftDeleted: "sigue eliminada: {todo}, eliminada en otro sitio"
        case .helpUndoForce:
            "Deshacer aunque una tarea haya cambiado en otro sitio (la versión reemplazada se guarda en `todo conflicts`); una tarea eliminada en otro sitio sigue eliminada."
        case .conflictKindUndoOverrode: "deshecha aquí sobre una versión de otro sitio"
        }
    }
}
