/// Placeholder until the Etilbudsavis schema is generated.
enum EtilbudsavisPlaceholder {}
