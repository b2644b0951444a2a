import Testing

@Test func placeholderBazaarvoice() {}
