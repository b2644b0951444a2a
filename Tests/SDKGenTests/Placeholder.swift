import Testing

@Test func placeholderGen() {}
