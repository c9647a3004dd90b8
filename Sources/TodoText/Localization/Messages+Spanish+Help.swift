import TodoValues

extension Messages {
    /// The Spanish templates of help: the commands' abstracts and discussions, their options' help; `nil` for another key.
    static func spanishHelpTemplate(_ key: MessageKey) -> String? {
        switch key {
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
        case .helpConflictsDiscussion:
            """
            Cada registro lleva un número. `todo conflicts restore N` vuelve a escribir \
            la versión que el registro N descartó, como un cambio nuevo (igual que `todo restore --conflict N`); \
            se niega si la tarea cambió desde entonces, y `--force` sigue adelante y guarda aquí la versión \
            reemplazada.
            """
        case .helpWatchAbstract: "Se queda en primer plano y mantiene la lista sincronizada."
        case .helpWatchDiscussion:
            """
            Sincroniza al instante, luego cada --interval segundos y siempre que se pone un cambio en cola \
            (desde cualquier otro comando todo), respetando el calendario de reintentos: ninguna petición \
            mientras siga abierta la pausa de un fallo anterior. Las caídas y las credenciales rechazadas \
            se informan y se esperan. Imprime una línea por intento de sincronización (--json: un objeto \
            JSON por línea). Ctrl-C o SIGTERM lo detienen limpiamente (salida 130 y 143, como `sync`): se cancela la petición \
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
        default: nil
        }
    }
}
