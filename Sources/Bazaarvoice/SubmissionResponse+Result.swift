import APIRuntime

/// Typed access to the content a submission response echoes under its type's key.
extension SubmissionResponse {
    /// The echoed review (`submitreview.json`).
    public var submittedReview: SubmittedReview? {
        if case .review(let value) = result { return value }
        return nil
    }

    /// The echoed question (`submitquestion.json`).
    public var submittedQuestion: SubmittedQuestion? {
        if case .question(let value) = result { return value }
        return nil
    }

    /// The echoed answer (`submitanswer.json`).
    public var submittedAnswer: SubmittedAnswer? {
        if case .answer(let value) = result { return value }
        return nil
    }

    /// The echoed story (`submitstory.json`).
    public var submittedStory: SubmittedStory? {
        if case .story(let value) = result { return value }
        return nil
    }

    /// The echoed comment (`submitreviewcomment.json`, `submitstorycomment.json`).
    public var submittedComment: SubmittedComment? {
        if case .comment(let value) = result { return value }
        return nil
    }

    /// The recorded feedback (`submitfeedback.json`).
    public var submittedFeedback: SubmittedFeedback? {
        if case .feedback(let value) = result { return value }
        return nil
    }

    /// The uploaded photo with its sizes (`uploadphoto.json`).
    public var uploadedPhoto: Photo? {
        if case .photo(let value) = result { return value }
        return nil
    }

    /// The uploaded video (`uploadvideo.json`).
    public var uploadedVideo: Video? {
        if case .video(let value) = result { return value }
        return nil
    }

    /// The form's fields in order (a response to a preview or to a request without an action).
    public var formFields: [FormField] { data?.fields.map { $0.map { $0.value } } ?? [] }
}
