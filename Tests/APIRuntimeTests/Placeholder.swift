import Testing

@Test func placeholderRuntime() {}
