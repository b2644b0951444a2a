import APIRuntime

/// Joins results to the objects of `Includes`, by the ids they carry (`ProductId`, `AnswerIds`, …).
///
/// Included objects carry no back-references of their own type, so every join goes from the result's
/// id or id list to the included map; ids that the response did not include are skipped, and the
/// order of an id list is kept.
extension Includes {
    /// The included objects named by an id list, in the list's order; ids not included are skipped.
    public static func lookup<Value>(_ ids: [String]?, in map: OrderedMap<Value>?) -> [Value] {
        guard let ids, let map else { return [] }
        return ids.compactMap { map[key: $0] }
    }

    /// The included object with an id, or `nil`.
    public static func lookup<Value>(_ id: String?, in map: OrderedMap<Value>?) -> Value? {
        guard let id, let map else { return nil }
        return map[key: id]
    }

    // MARK: Reviews

    /// The product a review is about.
    public func product(of review: Review) -> Product? { Self.lookup(review.productID, in: products) }
    /// The author of a review.
    public func author(of review: Review) -> Author? { Self.lookup(review.authorID, in: authors) }
    /// The included comments on a review, in the order of its `CommentIds`.
    public func comments(of review: Review) -> [Comment] { Self.lookup(review.commentIDs, in: comments) }

    // MARK: Questions and answers

    /// The product a question is about.
    public func product(of question: Question) -> Product? { Self.lookup(question.productID, in: products) }
    /// The category a question is about.
    public func category(of question: Question) -> Category? { Self.lookup(question.categoryID, in: categories) }
    /// The author of a question.
    public func author(of question: Question) -> Author? { Self.lookup(question.authorID, in: authors) }
    /// The included answers to a question, in the order of its `AnswerIds`.
    public func answers(of question: Question) -> [Answer] { Self.lookup(question.answerIDs, in: answers) }
    /// The question an answer belongs to.
    public func question(of answer: Answer) -> Question? { Self.lookup(answer.questionID, in: questions) }
    /// The author of an answer.
    public func author(of answer: Answer) -> Author? { Self.lookup(answer.authorID, in: authors) }

    // MARK: Stories and comments

    /// The product a story is about.
    public func product(of story: Story) -> Product? { Self.lookup(story.productID, in: products) }
    /// The category a story is about.
    public func category(of story: Story) -> Category? { Self.lookup(story.categoryID, in: categories) }
    /// The included comments on a story, in the order of its `CommentIds`.
    public func comments(of story: Story) -> [Comment] { Self.lookup(story.commentIDs, in: comments) }
    /// The review a comment is on.
    public func review(of comment: Comment) -> Review? { Self.lookup(comment.reviewID, in: reviews) }
    /// The story a comment is on.
    public func story(of comment: Comment) -> Story? { Self.lookup(comment.storyID, in: stories) }
    /// The product a comment's review is about.
    public func product(of comment: Comment) -> Product? { Self.lookup(comment.productID, in: products) }
    /// The author of a comment.
    public func author(of comment: Comment) -> Author? { Self.lookup(comment.authorID, in: authors) }

    // MARK: Products, categories, authors

    /// The included reviews of a product, in the order of its `ReviewIds`.
    public func reviews(of product: Product) -> [Review] { Self.lookup(product.reviewIDs, in: reviews) }
    /// The included questions about a product, in the order of its `QuestionIds`.
    public func questions(of product: Product) -> [Question] { Self.lookup(product.questionIDs, in: questions) }
    /// The included answers about a product, in the order of its `AnswerIds`.
    public func answers(of product: Product) -> [Answer] { Self.lookup(product.answerIDs, in: answers) }
    /// The included stories about a product, in the order of its `StoryIds`.
    public func stories(of product: Product) -> [Story] { Self.lookup(product.storyIDs, in: stories) }
    /// The category of a product.
    public func category(of product: Product) -> Category? { Self.lookup(product.categoryID, in: categories) }
    /// The included products of a category, in the order of its `ProductIds`.
    public func products(of category: Category) -> [Product] { Self.lookup(category.productIDs, in: products) }
    /// The parent of a category.
    public func parent(of category: Category) -> Category? { Self.lookup(category.parentID, in: categories) }
    /// The included reviews of an author.
    public func reviews(of author: Author) -> [Review] { Self.lookup(author.reviewIDs, in: reviews) }
    /// The included questions of an author.
    public func questions(of author: Author) -> [Question] { Self.lookup(author.questionIDs, in: questions) }
    /// The included answers of an author.
    public func answers(of author: Author) -> [Answer] { Self.lookup(author.answerIDs, in: answers) }
    /// The included comments of an author.
    public func comments(of author: Author) -> [Comment] { Self.lookup(author.commentIDs, in: comments) }
    /// The included stories of an author.
    public func stories(of author: Author) -> [Story] { Self.lookup(author.storyIDs, in: stories) }
}
