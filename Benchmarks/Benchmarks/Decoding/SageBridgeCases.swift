import Foundation
import HandwrittenModels
#if HAVE_SAGEBRIDGE_SDK
import APIRuntime
import SageBridge
#endif

/// Bridge: a v4 activity list (tasks, surveys and a compound activity).
enum SageBridgeCases {
    static let fixture = "bridge/scheduled_activities_task_survey_compound.json"

    /// `JSONDecoder` into hand-written structs.
    static var handwritten: [DecodeCase] {
        let decoder = Shared(HandwrittenDecoders.sageBridge())
        return [
            DecodeCase(fixture: fixture, variant: "hand-written Codable") { data in
                try decoder.value.decode(
                    HWSageBridge.DateTimeRangeResourceList<HWSageBridge.ScheduledActivity>.self, from: data
                ).items.count
            }
        ]
    }

    /// The generated models through the runtime's response context.
    static var generated: [DecodeCase] {
        #if HAVE_SAGEBRIDGE_SDK
        [
            DecodeCase(fixture: fixture, variant: "generated model") { data in
                try ResponseContext(for: SageBridgeAPI.self).decode(
                    SageBridge.DateTimeRangeResourceList<SageBridge.ScheduledActivity>.self, from: data
                ).items.count
            }
        ]
        #else
        []
        #endif
    }
}
