/// Placeholder until the SageBridge schema is generated.
enum SageBridgePlaceholder {}
