/// Placeholder until the mock server lands.
public enum TodoMockServerPlaceholder {}
