enum ServerDocExamples {
    static let examples: [DocExample] = []
}
