import VML

// A localized screen: keys, an interpolated key, a date and a number.
struct LocalizedWelcomeScreen: VmlView {
    let name: String
    let unread: Int
    let lastVisit: Date
    let balance: Double

    var body: some VmlView {
        VmlVStack(spacing: 8) {
            VmlText("Welcome back, \(name)!")
                .font(.title)
            VmlText("You have \(unread) new messages", comment: "Inbox summary")
            VmlHStack {
                VmlText("Last visit")
                VmlText(lastVisit, style: .date)
            }
            VmlText(balance, format: .number)
                .monospacedDigit()
            VmlButton("Continue") {}
        }
        .navigationTitle(VmlText("Home"))
    }
}
