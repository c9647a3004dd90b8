import TodoValues

extension Messages {
    /// The Spanish templates of accounts (whose todos, logout choices) and `todo doctor`; `nil` for another key.
    static func spanishAccountTemplate(_ key: MessageKey) -> String? {
        switch key {
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
        default: nil
        }
    }
}
