import VML

// A list with navigation and swipe actions.
struct Message: Identifiable, Hashable {
    let id: Int
    let sender: String
    let subject: String
    var isUnread: Bool
}

struct MessageRow: VmlView {
    let message: Message

    var body: some VmlView {
        VmlHStack {
            if message.isUnread {
                VmlCircle()
                    .fill(.blue)
                    .frame(width: 8, height: 8)
            }
            VmlVStack(alignment: .leading) {
                VmlText(message.sender).font(.headline)
                VmlText(message.subject)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct InboxScreen: VmlView {
    @VmlState private var messages = [
        Message(id: 1, sender: "Grace", subject: "Compilers", isUnread: true),
        Message(id: 2, sender: "Alan", subject: "Machines", isUnread: false),
    ]
    @VmlState private var searchText = ""

    var body: some VmlView {
        VmlNavigationStack {
            VmlList {
                VmlForEach(messages) { message in
                    VmlNavigationLink(value: message) {
                        MessageRow(message: message)
                    }
                    .swipeActions(edge: .leading) {
                        VmlButton {
                            toggleUnread(message)
                        } label: {
                            VmlLabel("Unread", systemImage: "envelope.badge")
                        }
                        .tint(.blue)
                    }
                }
                .onDelete { offsets in
                    messages.remove(atOffsets: offsets)
                }
            }
            .navigationTitle("Inbox")
            .navigationDestination(for: Message.self) { message in
                VmlText(message.subject)
            }
            .searchable(text: $searchText, prompt: "Search mail")
            .refreshable {
                await reload()
            }
        }
    }

    func toggleUnread(_ message: Message) {
        if let index = messages.firstIndex(of: message) {
            messages[index].isUnread.toggle()
        }
    }

    func reload() async {}
}
