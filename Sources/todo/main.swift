print("todo: not built yet")
