import TodoValues

extension Messages {
    /// The Spanish templates of the dry run and of the incoming changes (issue 34, points 4 and 5);
    /// `nil` for another key.
    static func spanishSyncPreviewTemplate(_ key: MessageKey) -> String? {
        switch key {
        case .helpSyncDryRun:
            "Muestra lo que haría una sincronización ahora, enviando solo lecturas (GET) y sin cambiar nada."
        case .syncDryRunWithRecover: "--dry-run no se puede combinar con --recover"
        case .dryRunHeading:
            "simulación: no se envió ni cambió nada (servidor en la revisión {server}; este dispositivo "
                + "sincronizó por última vez en la {known})"
        case .dryRunNothing: "una sincronización no cambiaría nada: este dispositivo y el servidor coinciden"
        case .dryRunPushOne: "enviaría {count} cambio:"
        case .dryRunPushOther: "enviaría {count} cambios:"
        case .dryRunPushCreate: "  nueva      {text}"
        case .dryRunPushUpdate: "  cambiada   {text}"
        case .dryRunPushDelete: "  borrada    {text}"
        case .dryRunTakeOne: "tomaría {count} versión del servidor:"
        case .dryRunTakeOther: "tomaría {count} versiones del servidor:"
        case .dryRunDeleteOne: "borraría {count} tarea aquí (borrada en otro lugar):"
        case .dryRunDeleteOther: "borraría {count} tareas aquí (borradas en otro lugar):"
        case .dryRunConflictsOne: "registraría {count} conflicto:"
        case .dryRunConflictsOther: "registraría {count} conflictos:"
        case .dryRunConflictLocal: "  {text}: {kind}; se conserva la versión local"
        case .dryRunConflictRemote: "  {text}: {kind}; se conserva la versión remota"
        case .dryRunServerReset:
            "la lista del servidor retrocedió (revisión {server}, última sincronización en la {known}): no se "
                + "borraría nada aquí y se volverían a subir {count} tareas"
        case .dryRunGuardStops:
            "la protección contra borrados masivos detendría esta sincronización: borraría {count} de {total} "
                + "tareas locales, así que no cambiaría nada (`todo sync --allow-deletions` lo aplica)"
        case .dryRunFailed: "simulación: no se pudo leer la lista del servidor: {error}"
        case .incomingCreated: "creada por {device}: {text}"
        case .incomingUpdated: "actualizada por {device}: {text}"
        case .incomingDeleted: "borrada en otro lugar: {text}"
        default: nil
        }
    }
}
