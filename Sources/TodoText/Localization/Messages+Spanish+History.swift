import TodoValues

extension Messages {
    /// The Spanish words of `todo log`, `todo restore`, devices by name and the numbered conflicts
    /// (issue 34), errors included; `nil` for another key.
    static func spanishHistoryTemplate(_ key: MessageKey) -> String? {
        switch key {
        case .restoreNoVersion: "la tarea {id} no tiene versión {version} en su historial (véase `todo log {id}`)"
        case .restoreNeedsVersion:
            "la tarea {id} está en la lista: indique la versión que quiere recuperar (`todo restore {id} K`, véase `todo log {id}`)"
        case .restoreNoConflict:
            "el registro de conflictos no tiene una entrada {number} con una versión que recuperar (véase `todo conflicts`)"
        case .settingDeviceName: "device-name debe tener de 1 a 40 caracteres imprimibles"
        case .settingDeviceAlias:
            "device-alias toma el id de un dispositivo (al menos 4 caracteres) y un nombre de 1 a 40 caracteres imprimibles: `todo config set device-alias 5035 phone`"
        case .logHeading: "{id} \"{text}\": {count} versiones, la más reciente primero"
        case .logNothing: "todavía no hay historial"
        case .logNoDeleted: "ninguna tarea se borró en otro dispositivo"
        case .logSync: "sincronización: {parts}"
        case .logSyncPushed: "{count} enviados"
        case .logSyncReceived: "{count} de otro dispositivo"
        case .logManyTodos: "{what}: {count} tareas ({ids})"
        case .logMoreIDs: "{ids} y {count} más"
        case .logSyncDeleted: "{count} borrados en otro dispositivo"
        case .logSyncConflictOne: "{count} conflicto"
        case .logSyncConflictOther: "{count} conflictos"
        case .logCreated: "creada ({command})"
        case .logChangedHere: "cambiada aquí ({command})"
        case .logMerged: "de {device}"
        case .logConflictLocalKept: "conflicto con {device}: se conservó esta versión"
        case .logConflictRemoteKept: "conflicto con {device}: se conservó su versión"
        case .logDeletedHere: "borrada aquí ({command})"
        case .logServerReset: "el servidor la había perdido: se conservó esta versión y se volvió a subir"
        case .logDeletedElsewhere: "borrada en otro dispositivo"
        case .logVersionHeading: "versión {version} de {id}: {what}, {time}"
        case .logVersionTodo: "tarea:       {todo}"
        case .logVersionColor: "color RGB:   {color}"
        case .logDeletedLine: "{id}  borrada {time}  {todo}"
        case .logRestoreHint: "recupere una con `todo restore ID`"
        case .deviceThis: "este dispositivo"
        case .restoreDone: "recuperada {id}: {todo}{push}"
        case .restoreRecreated: "creada de nuevo {id}: {todo}{push}"
        case .restoreUnchanged: "{id} ya está así: {todo}"
        case .restoreRefused:
            "no recuperada: {id} tiene ahora una versión de {device} ({todo}); `--force` la recupera igualmente y conserva esa versión en `todo conflicts`"
        case .restoreRefusedDeleted:
            "no recuperada: {id} se borró después de ese conflicto; `--force` la crea de nuevo"
        case .restoreOverrode: "se reemplazó la versión de {device}, conservada en `todo conflicts`: {todo}"
        case .conflictKindRestoreOverrode: "recuperada aquí sobre una versión de otro dispositivo"
        case .conflictsDiffers: "    difieren en: {fields}"
        case .helpLogAbstract:
            "Mostrar qué les pasó a las tareas: órdenes, sincronizaciones, versiones de otros dispositivos."
        case .helpLogDiscussion:
            "Sin id: la actividad reciente del almacén, la más reciente primero (cada orden y cada sincronización). Con un id: las versiones de esa tarea, numeradas desde 1: creada, cambiada aquí (con qué orden), tomada de otro dispositivo (cuál), un conflicto y el lado conservado, borrada aquí o en otro dispositivo con la última versión. --version K muestra la versión K completa; `todo restore ID K` la recupera. --deleted lista las tareas que una sincronización borró porque otro dispositivo las borró; `todo restore ID` crea una de nuevo. El almacén guarda las últimas 20 versiones de cada tarea y 2000 entradas en total. Las horas son relativas en una terminal; --json imprime las entradas (claves: id, at, source, command, device, device_name, winner, item, version, pushed, received, conflicts)."
        case .helpLogVersion: "Mostrar completa la versión K (1: la más reciente) de la tarea."
        case .helpLogDeleted: "Listar las tareas borradas en otro dispositivo que se pueden recuperar."
        case .helpLogID:
            "Una tarea: un número de `todo list` o un prefijo único de un id (también de una tarea borrada)."
        case .helpRestoreAbstract:
            "Recuperar una versión anterior de una tarea, o una tarea borrada en otro dispositivo."
        case .helpRestoreDiscussion:
            "`todo restore ID K` escribe la versión K de `todo log ID` como la nueva versión de la tarea; `todo restore ID` crea de nuevo, con su id, una tarea borrada en otro dispositivo; `todo conflicts restore N` (o --conflict N) recupera la versión que el conflicto N descartó. Recuperar es un cambio nuevo: se encola, se sincroniza y se puede deshacer. Si la versión actual de la tarea vino de otro dispositivo, no se recupera nada (salida 1) (`conflicts restore` reemplaza la versión que su registro conservó, que muestra, pero no una llegada después); --force la recupera igualmente y conserva la versión reemplazada en `todo conflicts`."
        case .helpRestoreID: "La tarea (un número o un prefijo único de su id)."
        case .helpRestoreVersion: "La versión que recuperar, como las numera `todo log ID` (1: la más reciente)."
        case .helpRestoreForce: "Recuperar sobre una versión de otro dispositivo (conservada en `todo conflicts`)."
        case .helpRestoreConflict: "Recuperar la versión que descartó el conflicto N de `todo conflicts`."
        case .helpConfigAliasName:
            "Solo con device-alias: el nombre del dispositivo que nombra el valor (un id de dispositivo)."
        default: nil
        }
    }
}
