import VML

/// One row of the task list: a link to the task's detail route, with its state, title and the
/// first line of its notes.
///
/// ```swift
/// try TaskRowView(viewModel: TaskRowViewModel(TaskItem(id: 4, title: "Call Mum & Dad", isDone: true))).renderVML()
/// // <NavigationLink destination="/tasks/4">
/// //   <HStack spacing="12">
/// //     <Image systemName="checkmark.circle.fill" style="foregroundColor(.green)"/>
/// //     <VStack alignment="leading" spacing="2">
/// //       <Text style="font(.headline), strikethrough(true)">Call Mum &amp; Dad</Text>
/// //     </VStack>
/// //   </HStack>
/// // </NavigationLink>
/// ```
public struct TaskRowView: ViewModelView {
    private let viewModel: TaskRowViewModel

    /// Creates the row for `viewModel`.
    public init(viewModel: TaskRowViewModel) {
        self.viewModel = viewModel
    }

    /// The row.
    public var body: some VmlView {
        VmlNavigationLink(destination: viewModel.detailURL) {
            VmlHStack(spacing: 12) {
                VmlImage(systemName: viewModel.systemImage)
                    .foregroundColor(viewModel.isDone ? .green : .secondary)
                VmlVStack(alignment: .leading, spacing: 2) {
                    VmlText(viewModel.title)
                        .font(.headline)
                        .strikethrough(viewModel.isDone)
                    if let preview = viewModel.notePreview {
                        VmlText(preview)
                            .font(.subheadline)
                            .foregroundColor(.secondary)
                            .lineLimit(1)
                    }
                }
            }
        }
    }
}
