import TodoValues

// Recurrence and waiting (issue 35): the Spanish of the errors, markers, lines and help.
extension Messages {
    /// The Spanish templates of recurrence and waiting; `nil` for another key.
    static func spanishRecurrenceTemplate(_ key: MessageKey) -> String? {
        switch key {
        case .recurUnknown: "periodo desconocido '{value}': use {periods}, o none para dejar de repetir"
        case .recurNeedsDue: "--recur necesita una fecha de vencimiento: añada --due (la serie cuenta desde ella)"
        case .recurUntilBeforeDue: "--until {until} es anterior a la fecha de vencimiento {due}"
        case .recurUntilWithoutRecur: "--until termina una serie que se repite: añada --recur"
        case .parseDateOption: "{option}: fecha no entendida: '{value}'; use {forms}"
        case .listDueUnknown: "--due admite today, tomorrow, week u overdue, no '{value}'"
        case .listRecurs: "↻ se repite: {period}"
        case .listRecursUntil: "↻ se repite: {period} hasta {date}"
        case .listWaits: "(en espera hasta {date})"
        case .listNothingWaiting: "nada en espera"
        case .detailRepeats: "se repite:       {marker}"
        case .detailWaits: "en espera hasta: {date}"
        case .changeNextOccurrence: "Siguiente {todo}, vence {date}"
        case .undoKeptOccurrence: "se mantiene {todo}: la siguiente repetición cambió después de completar la tarea"
        case .helpAddRecur:
            "Repetir: daily, weekdays, weekly, monthly, yearly, every 2w (3d, 2m, 1y) desde la fecha de "
                + "vencimiento, o after 3d desde que se completa; necesita --due. Se guarda en el texto como "
                + "rec:+1m o rec:3d."
        case .helpAddUntil: "El último día en que puede caer la serie (until:AAAA-MM-DD en el texto)."
        case .helpAddWait: "Ocultar la tarea de `todo list` hasta ese día (t:AAAA-MM-DD en el texto)."
        case .helpEditRecur: "Repetir como --recur de `todo add`; none deja de repetir."
        case .helpEditUntil: "El último día de la serie; none lo quita."
        case .helpEditWait: "Ocultar la tarea hasta ese día; none la vuelve a mostrar."
        case .helpListWaiting:
            "Solo las tareas en espera de un día posterior (--wait); --all las muestra con las demás."
        case .helpListDue:
            "Solo las tareas que vencen hoy (today), mañana (tomorrow), esta semana (week: hoy y los 6 días "
                + "siguientes) o vencidas (overdue)."
        case .helpListDueBefore: "Solo las tareas que vencen antes de ese día."
        case .helpListDueAfter: "Solo las tareas que vencen después de ese día."
        default: nil
        }
    }
}
