import Foundation
import VML

// A profile editor as a new SwiftUI app writes it — spacing constants kept as `CGFloat`, state set
// by the initializer, `AnyView`, asset symbols, `AsyncImage` with a placeholder, transitions,
// `onChange` in both of its shapes — ported with the prefix alone.
struct ProfileEditorScreen: VmlView {
    struct Profile: Hashable {
        var name: String
        var birthday: Date
        var avatarURL: URL?
    }

    private let rowSpacing: CGFloat = 12
    private let cornerRadius: CGFloat = 8

    @VmlState private var profile: Profile
    @VmlState private var showsDetails = true
    @VmlState private var nickname = ""

    init(profile: Profile) {
        _profile = VmlState(initialValue: profile)
    }

    var body: some VmlView {
        VmlNavigationStack {
            VmlForm {
                VmlSection {
                    VmlHStack(spacing: rowSpacing) {
                        VmlAsyncImage(url: profile.avatarURL) { image in
                            image.resizable().scaledToFill()
                        } placeholder: {
                            VmlImage(.avatarPlaceholder)
                        }
                        .frame(width: 64, height: 64)
                        .clipShape(VmlCircle())
                        VmlText(profile.name)
                            .font(.title2.bold())
                    }
                    .padding(.vertical, rowSpacing / 2)
                }
                VmlSection {
                    VmlTextField("Nickname", text: $nickname)
                        .submitLabel(.done)
                        .onChange(of: nickname) { old, new in print(old, new) }
                        .onChange(of: nickname) { print("changed") }
                    VmlDatePicker("Birthday", selection: $profile.birthday, displayedComponents: .date)
                    VmlDisclosureGroup("Details", isExpanded: $showsDetails) {
                        badge
                            .padding(rowSpacing)
                            .background(VmlColor.yellow)
                            .cornerRadius(cornerRadius)
                            .transition(.opacity.combined(with: .move(edge: .top)))
                    }
                }
            }
            .navigationTitle("Profile")
            .toolbarTitleDisplayMode(.inline)
            .toolbarBackground(.visible, for: .navigationBar)
        }
    }

    private var badge: VmlAnyView {
        profile.name.isEmpty ? VmlAnyView(VmlEmptyView()) : VmlAnyView(VmlText("Member").font(.caption.smallCaps()))
    }
}

extension VmlImageResource {
    static let avatarPlaceholder = VmlImageResource(name: "AvatarPlaceholder", bundle: .main)
}
