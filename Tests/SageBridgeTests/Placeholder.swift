import Testing

@Test func placeholderSageBridge() {}
