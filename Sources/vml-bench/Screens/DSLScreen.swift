import VML

/// The DSL benchmark's screen: the compile-time benchmark's row (Benchmarks/CompileTime) plus a
/// `Spacer`, so a row is five elements; ten rows to a `VStack` section, all in a `ScrollView`'s
/// `LazyVStack`. 20,000 rows are 102,002 elements, the size of the serializer's screen.
///
/// One file for both benchmark tools: vml-bench compiles it here and the Benchmarks package
/// through a symbolic link (Benchmarks/Benchmarks/VMLBenchmarks/DSLScreen.swift).
enum DSLScreen {
    /// How many rows make about `elements` elements (five a row).
    static func rows(forElements elements: Int) -> Int { max(1, elements / 5) }

    /// One row: `HStack(spacing: 4) { Image; Text; Text; Spacer }.padding(8)`.
    static func row(_ index: Int) -> VmlContent {
        VmlHStack(spacing: 4) {
            VmlImage(systemName: "star.fill").foregroundColor(.red).frame(width: 24, height: 24)
            VmlText("Row \(index)").font(.system(size: 17, weight: .semibold)).padding(.horizontal, 12)
                .background(.blue.opacity(0.5)).cornerRadius(8)
            if index % 2 == 0 {
                VmlText("On")
            } else {
                VmlText("Off")
            }
            VmlSpacer()
        }
        .padding(8)
    }

    /// The screen of `rows` rows.
    static func make(rows: Int) -> VmlContent {
        VmlScrollView {
            VmlLazyVStack(spacing: 0) {
                VmlForEach(Array(stride(from: 0, to: rows, by: 10))) { start in
                    VmlVStack {
                        VmlForEach(start..<min(start + 10, rows)) { index in
                            row(index)
                        }
                    }
                }
            }
        }
        .vmlContent
    }
}
