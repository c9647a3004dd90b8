import TodoValues

// Contexts and CLI conventions (issue 35, points 4-6): the Spanish.
extension Messages {
    /// The Spanish templates of `todo context`, `--color`, the pager and `config list --origin`;
    /// `nil` for another key.
    static func spanishContextTemplate(_ key: MessageKey) -> String? {
        switch key {
        case .contextNameInvalid:
            "nombre de contexto no válido: '{name}'; usa una letra y después letras, dígitos, - o _ (40 como máximo)"
        case .contextNameReserved: "'{name}' no puede nombrar un contexto: es una palabra de `todo context`"
        case .contextUnknown:
            "no hay ningún contexto '{name}' (guardados: {known}); guárdalo con `todo context set {name} FILTRO`"
        case .contextFilterEmpty: "el filtro de un contexto no puede estar vacío; por ejemplo \"+trabajo @oficina\""
        case .contextFilterWord: "'{word}' en el filtro de un contexto: solo -+etiqueta o -@contexto empiezan por -"
        case .contextSaved: "Contexto {name} guardado: {filter}"
        case .contextActivated:
            "El contexto {name} está activo: todo list muestra {filter}, todo add añade sus etiquetas"
        case .contextCleared: "Ningún contexto está activo"
        case .contextRemoved: "Contexto {name} eliminado"
        case .contextNoneSaved:
            "No hay contextos guardados; guarda uno con: todo context set NOMBRE \"+etiqueta @lugar\""
        case .contextListNote: "contexto {name}: {filter} (todo list --no-context muestra todas las tareas)"
        case .contextAddHidden: "el contexto {name} ({filter}) no muestra esta tarea: todo list --no-context la muestra"
        case .configOriginDefault: "predeterminado"
        case .configOriginFile: "archivo de configuración"
        case .configOriginEnvironment: "entorno"
        case .configOriginFlag: "opción"
        case .configOriginNoValue: "(sin valor)"
        case .colorChoiceInvalid: "--color admite auto, always o never, no '{value}'"
        case .helpContextAbstract: "Guardar filtros de la lista como contextos y elegir el activo."
        case .helpContextDiscussion:
            """
            `todo context set NOMBRE FILTRO` guarda un filtro (palabras +etiqueta y @contexto que una tarea \
            debe tener, -+etiqueta que no debe tener, otras palabras que su texto debe contener); \
            `todo context NOMBRE` lo activa: `todo list` muestra solo lo que coincide (y lo dice) y \
            `todo add` añade sus etiquetas. `todo context none` lo desactiva, `todo context` los lista \
            (* marca el activo), `todo context rm NOMBRE` borra uno. Se guardan en el archivo de \
            configuración de este dispositivo. `todo list --no-context` o `--context NOMBRE` cambian el \
            activo para una sola orden.
            """
        case .helpContextJSON: "Mostrar los contextos guardados en JSON."
        case .helpListContext: "Aplicar este contexto guardado en lugar del activo."
        case .helpListNoContext: "No aplicar el contexto activo en esta orden."
        case .helpAddContext: "Añadir las etiquetas de este contexto guardado en lugar de las del activo."
        case .helpAddNoContext: "No añadir las etiquetas del contexto activo."
        case .helpConfigListOrigin:
            "Mostrar el valor en vigor de cada ajuste y de dónde viene: predeterminado, archivo de configuración, entorno u opción."
        case .helpGlobalNoPager: "No pasar nunca una lista larga por el paginador ($TODO_PAGER, $PAGER, less -FRX)."
        case .helpOptionsColor:
            """
            --color auto|always|never: colores solo en una terminal (auto, el predeterminado), siempre o \
            nunca. La opción manda; después NO_COLOR (definido y no vacío: sin color) y --no-color; después \
            auto: una terminal que no sea TERM=dumb. Ejemplo: todo list --color always | less -R
            """
        case .helpContextWords: "El nombre de un contexto guardado para activarlo, none, set NOMBRE FILTRO o rm NOMBRE."
        case .contextUsage: "uso: todo context [NOMBRE | none | set NOMBRE FILTRO | rm NOMBRE] [--json]"
        case .doctorContextActiveFix: "ejecuta `todo context none`, o guárdalo con `todo context set NOMBRE FILTRO`"
        case .doctorContextFilterFix:
            "guárdalo de nuevo con `todo context set {name} FILTRO`, o `todo context rm {name}`"
        default: nil
        }
    }
}
