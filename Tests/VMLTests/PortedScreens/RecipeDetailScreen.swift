import VML

// A detail screen with a toolbar and a sheet.
struct Recipe: Identifiable {
    let id = 7
    var title = "Shakshuka"
    var minutes = 25
    var ingredients = ["Eggs", "Tomatoes", "Peppers"]
    var isFavorite = true
}

struct RecipeDetailScreen: VmlView {
    let recipe: Recipe
    @VmlState private var isEditing = false
    @VmlState private var servings = 2

    var body: some VmlView {
        VmlScrollView {
            VmlVStack(alignment: .leading, spacing: 12) {
                VmlText(recipe.title)
                    .font(.largeTitle)
                    .bold()
                VmlLabel("\(recipe.minutes) min", systemImage: "clock")
                    .foregroundStyle(.secondary)
                VmlStepper("Servings: \(servings)", value: $servings, in: 1...8)
                VmlDivider()
                VmlForEach(recipe.ingredients, id: \.self) { ingredient in
                    VmlText(ingredient)
                }
            }
            .padding()
        }
        .navigationTitle(recipe.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            VmlToolbarItem(placement: .navigationBarTrailing) {
                VmlButton("Edit") {
                    isEditing = true
                }
            }
            VmlToolbarItem(placement: .topBarLeading) {
                VmlImage(systemName: recipe.isFavorite ? "heart.fill" : "heart")
            }
        }
        .sheet(isPresented: $isEditing) {
            VmlNavigationStack {
                VmlForm {
                    VmlTextField("Title", text: .constant(recipe.title))
                }
                .navigationTitle("Edit Recipe")
            }
            .presentationDetents([.medium, .large])
        }
    }
}
