import TodoValues

// The Spanish messages (neutral Spanish), chosen when LC_ALL, LC_MESSAGES or LANG names `es`.
//
// Every key of Messages+English.swift has its translation here, with the same placeholders; see
// the comment at the top of that file for how to add a message. Command names, flags, file names
// and values the user types (`todo sync`, `--yes`, `low`) stay as they are.

extension Messages {
    /// The Spanish table.
    public static let spanish: [MessageKey: String] = Dictionary(
        uniqueKeysWithValues: MessageKey.allCases.map { ($0, spanishTemplate($0)) })

    /// The Spanish template of `key` (`switch`es: no table is built for a lookup).
    static func spanishTemplate(_ key: MessageKey) -> String {
        // The tables of a concern (help, accounts, history, contexts, dry run and incoming changes,
        // recurrence), then the rest.
        let tables = [
            spanishHelpTemplate, spanishAccountTemplate, spanishHistoryTemplate, spanishContextTemplate,
            spanishSyncPreviewTemplate, spanishRecurrenceTemplate,
        ]
        for table in tables { if let template = table(key) { return template } }
        return switch key {
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
        case .editNothing:
            "nada que cambiar: indica --text, --importance, --due, --no-due, --color, --clear-color, --recur, --until o --wait"
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
        case .caldavNoSignup: "un servidor CalDAV crea sus cuentas por sí mismo: entra con 'todo login NOMBRE'"
        case .settingProtocol: "protocol debe ser 'todo' o 'caldav'; se recibió '{value}'"
        case .settingCalendar: "calendar debe ser el nombre de una lista de tareas: no vacío, de una línea, sin '/'"
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
        case .importTimeRange: "{name} {value} está fuera de los segundos Unix que admite una tarea ({low} a {high})"
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
        case .csvValue: "{name} '{value}' no es un valor que pueda tener"

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
        case .reasonStatus: "rechazado por el servidor (HTTP {status})"
        case .reasonNetwork: "fallo de red"
        case .reasonCredentials: "el servidor rechazó las credenciales"
        case .reasonRefreshRefused: "se rechazó la renovación del token"
        case .reasonDeletionGuard: "la resincronización borraría {deletions} de {total} tareas locales"
        case .reasonListChanged: "la lista cambió en el servidor durante la resincronización"
        case .reasonAnotherSync: "otra sincronización de este almacén está en curso"
        case .reasonUnexpected: "respuesta inesperada del servidor"
        case .reasonExplained: "{reason} (en {request}: {detail})"
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
            "Los ajustes se toman de la opción, luego del entorno ({variables}), luego del archivo de configuración (`todo config set CLAVE VALOR`) y por último del valor predeterminado. Los ajustes de reintento dan forma a la espera de `todo sync`: tras el intento fallido n se espera min-delay × factor^(n−1), ± jitter; los reintentos se agotan cuando la espera pasaría de max-delay."
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
        default: ""  // help, accounts and doctor: Messages+Spanish+Help.swift and +Account.swift
        }
    }
}
