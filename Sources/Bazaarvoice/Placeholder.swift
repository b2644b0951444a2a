/// Placeholder until the Bazaarvoice schema is generated.
enum BazaarvoicePlaceholder {}
