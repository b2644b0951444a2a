import Testing

@Test func placeholderFogBugz() {}
