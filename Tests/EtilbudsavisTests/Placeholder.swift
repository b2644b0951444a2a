import Testing

@Test func placeholderEtilbudsavis() {}
