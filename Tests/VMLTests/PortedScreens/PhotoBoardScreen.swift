import Foundation
import VML

// A photo board: gestures, drag and drop, key presses, search tokens, a dialog presenting its data
// and a sheet with detents, written as a SwiftUI app writes them.
struct Photo: Identifiable, Hashable {
    let id: Int
    let title: String
    var isFavorite: Bool
}

struct PhotoTag: Identifiable, Hashable {
    let id: String
}

struct PhotoCard: VmlView {
    let photo: Photo
    let namespace: VmlNamespace.ID
    @VmlGestureState private var dragOffset = CGSize.zero
    @VmlGestureState private var isPressing = false
    @VmlState private var scale = 1.0
    @VmlState private var likes = 0

    var body: some VmlView {
        VmlVStack(spacing: 4) {
            VmlImage(systemName: photo.isFavorite ? "heart.fill" : "heart")
                .symbolEffect(.bounce, value: likes)
                .foregroundStyle(.pink, .red, .orange)
            VmlText(photo.title)
                .font(.caption)
                .matchedGeometryEffect(id: photo.id, in: namespace)
        }
        .padding(8)
        .background(in: VmlRoundedRectangle(cornerRadius: 12))
        .offset(dragOffset)
        .scaleEffect(scale)
        .gesture(
            VmlDragGesture(minimumDistance: 4)
                .updating($dragOffset) { value, state, _ in
                    state = value.translation
                }
                .onEnded { value in
                    if abs(value.translation.width) > 100 { archive() }
                }
        )
        .simultaneousGesture(
            VmlMagnifyGesture()
                .onChanged { value in scale = value.magnification }
                .simultaneously(with: VmlRotateGesture())
        )
        .highPriorityGesture(
            VmlTapGesture(count: 2).onEnded { likes += 1 }
                .exclusively(before: VmlLongPressGesture().updating($isPressing) { current, state, _ in state = current })
        )
        .sensoryFeedback(.impact, trigger: likes)
        .contextMenu {
            VmlButton("Favorite") { likes += 1 }
        } preview: {
            VmlText(photo.title).font(.largeTitle)
        }
        .draggable(photo.title)
        .accessibilityAction(.magicTap) { likes += 1 }
    }

    func archive() {}
}

struct PhotoBoardScreen: VmlView {
    @VmlState private var photos = [
        Photo(id: 1, title: "Dunes", isFavorite: true),
        Photo(id: 2, title: "Harbor", isFavorite: false),
    ]
    @VmlState private var query = ""
    @VmlState private var tags = [PhotoTag(id: "beach")]
    @VmlState private var deleting: Photo? = Photo(id: 2, title: "Harbor", isFavorite: false)
    @VmlState private var showingDelete = false
    @VmlState private var showingInfo = true
    @VmlState private var detent = VmlPresentationDetent.medium
    @VmlState private var importing = false
    @VmlState private var isTargeted = false
    @VmlNamespace private var namespace

    var body: some VmlView {
        VmlNavigationStack {
            VmlScrollView {
                VmlLazyVGrid(columns: [VmlGridItem(.adaptive(minimum: 120))]) {
                    VmlForEach(photos) { photo in
                        PhotoCard(photo: photo, namespace: namespace)
                    }
                }
                .dropDestination(for: String.self) { items, _ in
                    !items.isEmpty
                } isTargeted: { targeted in
                    isTargeted = targeted
                }
            }
            .scrollBounceBehavior(.basedOnSize)
            .scrollIndicatorsFlash(trigger: photos.count)
            .navigationTitle("Board")
            .searchable(text: $query, tokens: $tags, prompt: "Search photos") { tag in
                VmlText(tag.id)
            }
            .onKeyPress(.delete) {
                showingDelete = true
                return .handled
            }
            .toolbar(.hidden, for: .tabBar)
            .confirmationDialog("Delete photo?", isPresented: $showingDelete, titleVisibility: .visible, presenting: deleting) { photo in
                VmlButton("Delete \(photo.title)", role: .destructive) { remove(photo) }
            }
            .sheet(isPresented: $showingInfo) {
                VmlText("2 photos")
                    .presentationDetents([.medium, .large], selection: $detent)
                    .presentationBackground(.thinMaterial)
                    .presentationContentInteraction(.scrolls)
            }
            .fileImporter(isPresented: $importing, allowedContentTypes: [.image], allowsMultipleSelection: true) { result in
                if case .success(let urls) = result { add(urls) }
            }
            .transaction { $0.animation = nil }
            .previewDisplayName("Board")
        }
    }

    func remove(_ photo: Photo) {
        photos.removeAll { $0.id == photo.id }
    }

    func add(_ urls: [URL]) {}
}
