extension Validator {
    /// Checks the `uses:` of external types: each names declared schema types.
    ///
    /// A hand-written type that builds on a schema type (Bazaarvoice's `Filter` on the generated
    /// `ContentAttribute`) says so with `uses:`, so that type counts as referenced.
    mutating func checkExternalUses() {
        for external in schema.externalTypes {
            for use in external.uses {
                _ = checkType(use, path: "types.\(external.name).uses")
            }
        }
    }
}
