print("todo-mock-server: not built yet")
