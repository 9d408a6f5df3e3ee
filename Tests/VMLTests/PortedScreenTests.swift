import Testing
import VML

/// Whole screens written as SwiftUI apps write them, ported with the prefix alone, rendered and
/// compared with their expected VML (and checked valid).
@Suite struct PortedScreenTests {
    static let french = VmlRenderContext(
        locale: Locale(identifier: "fr_FR"), timeZone: TimeZone(identifier: "Europe/Paris") ?? .gmt,
        strings: VmlStringTable([
            "Welcome back, %@!": "Bon retour, %@ !", "You have %lld new messages": "Vous avez %lld nouveaux messages",
            "Last visit": "Dernière visite", "Continue": "Continuer", "Home": "Accueil",
        ]))

    @Test func settingsForm() throws {
        let vml = try SettingsScreen().renderVML()
        #expect(
            vml == #"""
                <NavigationStack>
                  <Form style="navigationTitle(&quot;Settings&quot;), confirmationDialog(&quot;Sign out?&quot;, isPresented: false, titleVisibility: .visible, actions: :confirmationDialog)">
                    <Section>
                      <TextField text="ada" style="textInputAutocapitalization(.never), autocorrectionDisabled()">
                        <Text>Username</Text>
                      </TextField>
                      <Toggle isOn="true">
                        <Text>Notifications</Text>
                      </Toggle>
                      <Text template="header">Account</Text>
                    </Section>
                    <Section>
                      <Picker selection="system">
                        <Text style="tag(.system)">System</Text>
                        <Text style="tag(.light)">Light</Text>
                        <Text style="tag(.dark)">Dark</Text>
                        <Text template="label">Theme</Text>
                      </Picker>
                      <Slider lowerBound="10" step="1" upperBound="24" value="14">
                        <Text>Font Size</Text>
                      </Slider>
                      <Text template="header">Appearance</Text>
                      <Text template="footer">Changes apply to all your devices.</Text>
                    </Section>
                    <Section>
                      <Button role="destructive">
                        <Text>Sign Out</Text>
                      </Button>
                    </Section>
                    <Button template="confirmationDialog" role="destructive">
                      <Text>Sign Out</Text>
                    </Button>
                  </Form>
                </NavigationStack>

                """#)
    }

    @Test func listWithNavigationAndSwipeActions() throws {
        let vml = try InboxScreen().renderVML()
        #expect(
            vml == #"""
                <NavigationStack>
                  <List style="navigationTitle(&quot;Inbox&quot;), searchable(text: &quot;&quot;, prompt: &quot;Search mail&quot;)">
                    <NavigationLink value="1" style="swipeActions(edge: .leading, content: :swipeActions)">
                      <HStack>
                        <Circle style="fill(.blue), frame(width: 8, height: 8)"/>
                        <VStack alignment="leading">
                          <Text style="font(.headline)">Grace</Text>
                          <Text style="font(.subheadline), foregroundStyle(.secondary)">Compilers</Text>
                        </VStack>
                      </HStack>
                      <Button template="swipeActions" style="tint(.blue)">
                        <Label>
                          <Text template="title">Unread</Text>
                          <Image template="icon" systemName="envelope.badge"/>
                        </Label>
                      </Button>
                    </NavigationLink>
                    <NavigationLink value="2" style="swipeActions(edge: .leading, content: :swipeActions)">
                      <HStack>
                        <VStack alignment="leading">
                          <Text style="font(.headline)">Alan</Text>
                          <Text style="font(.subheadline), foregroundStyle(.secondary)">Machines</Text>
                        </VStack>
                      </HStack>
                      <Button template="swipeActions" style="tint(.blue)">
                        <Label>
                          <Text template="title">Unread</Text>
                          <Image template="icon" systemName="envelope.badge"/>
                        </Label>
                      </Button>
                    </NavigationLink>
                  </List>
                </NavigationStack>

                """#)
    }

    @Test func detailWithToolbarAndSheet() throws {
        let vml = try RecipeDetailScreen(recipe: Recipe()).renderVML()
        #expect(
            vml == #"""
                <ScrollView style="navigationTitle(&quot;Shakshuka&quot;), navigationBarTitleDisplayMode(.inline), toolbar(content: :toolbar), sheet(isPresented: false, content: :sheet)">
                  <VStack alignment="leading" spacing="12" style="padding()">
                    <Text style="font(.largeTitle), bold()">Shakshuka</Text>
                    <Label style="foregroundStyle(.secondary)">
                      <Text template="title">25 min</Text>
                      <Image template="icon" systemName="clock"/>
                    </Label>
                    <Stepper lowerBound="1" upperBound="8" value="2">
                      <Text>Servings: 2</Text>
                    </Stepper>
                    <Divider/>
                    <Text>Eggs</Text>
                    <Text>Tomatoes</Text>
                    <Text>Peppers</Text>
                  </VStack>
                  <ToolbarItem template="toolbar" placement="navigationBarTrailing">
                    <Button>
                      <Text>Edit</Text>
                    </Button>
                  </ToolbarItem>
                  <ToolbarItem template="toolbar" placement="topBarLeading">
                    <Image systemName="heart.fill"/>
                  </ToolbarItem>
                  <NavigationStack template="sheet" style="presentationDetents([.medium, .large])">
                    <Form style="navigationTitle(&quot;Edit Recipe&quot;)">
                      <TextField text="Shakshuka">
                        <Text>Title</Text>
                      </TextField>
                    </Form>
                  </NavigationStack>
                </ScrollView>

                """#)
    }

    @Test func editorWithPickersAndDatePickers() throws {
        let vml = try EventEditorScreen().renderVML()
        #expect(
            vml == #"""
                <Form>
                  <TextField prompt="Event name" text="Standup">
                    <Text>Title</Text>
                  </TextField>
                  <Toggle isOn="false">
                    <Text>All-day</Text>
                  </Toggle>
                  <DatePicker displayedComponents="date" selection="2027-01-15T08:00:00Z">
                    <Text>Starts</Text>
                  </DatePicker>
                  <DatePicker lowerBound="2023-11-14T22:13:20Z" selection="2027-01-15T08:00:00Z">
                    <Text>Time</Text>
                  </DatePicker>
                  <Picker selection="weekly" style="pickerStyle(.menu)">
                    <Text style="tag(.never)">Never</Text>
                    <Text style="tag(.daily)">Daily</Text>
                    <Text style="tag(.weekly)">Weekly</Text>
                    <Text template="label">Repeat</Text>
                  </Picker>
                  <Picker selection="10">
                    <Text style="tag(0)">None</Text>
                    <Text style="tag(10)">10 minutes before</Text>
                    <Text template="label">Reminder</Text>
                  </Picker>
                  <Section>
                    <TextEditor text="" style="frame(minHeight: 100)"/>
                    <Text template="header">Notes</Text>
                  </Section>
                </Form>

                """#)
    }

    @Test func tabApp() throws {
        let vml = try TabAppScreen().renderVML()
        #expect(
            vml == #"""
                <TabView selection="library">
                  <NavigationStack style="tabItem(content: :tabItem), tag(.home)">
                    <Text style="navigationTitle(&quot;Home&quot;)">Home</Text>
                    <Label template="tabItem">
                      <Text template="title">Home</Text>
                      <Image template="icon" systemName="house"/>
                    </Label>
                  </NavigationStack>
                  <NavigationStack style="tabItem(content: :tabItem), badge(3), tag(.library)">
                    <ContentUnavailableView>
                      <Label template="label">
                        <Text template="title">No Books</Text>
                        <Image template="icon" systemName="books.vertical"/>
                      </Label>
                      <Text template="description">Books you add appear here.</Text>
                    </ContentUnavailableView>
                    <Label template="tabItem">
                      <Text template="title">Library</Text>
                      <Image template="icon" systemName="books.vertical"/>
                    </Label>
                  </NavigationStack>
                  <Text style="tabItem(content: :tabItem), tag(.profile)">
                    Profile
                    <Label template="tabItem">
                      <Text template="title">Profile</Text>
                      <Image template="icon" systemName="person"/>
                    </Label>
                  </Text>
                </TabView>

                """#)
    }

    @Test func localizedScreen() throws {
        let vml = try LocalizedWelcomeScreen(
            name: "Ada", unread: 3, lastVisit: Date(timeIntervalSince1970: 1_800_000_000), balance: 1234.5
        ).renderVML(in: Self.french)
        #expect(
            vml == #"""
                <VStack spacing="8" style="navigationTitle(&quot;Accueil&quot;)">
                  <Text style="font(.title)">Bon retour, Ada !</Text>
                  <Text>Vous avez 3 nouveaux messages</Text>
                  <HStack>
                    <Text>Dernière visite</Text>
                    <Text>15 janvier 2027</Text>
                  </HStack>
                  <Text style="monospacedDigit()">1 234,5</Text>
                  <Button>
                    <Text>Continuer</Text>
                  </Button>
                </VStack>

                """#)
    }

    /// Every screen is `vml check`-clean with the standard slot table.
    @Test func screensAreValid() {
        let views: [any VmlView] = [
            SettingsScreen(), InboxScreen(), RecipeDetailScreen(recipe: Recipe()), EventEditorScreen(), TabAppScreen(),
            LocalizedWelcomeScreen(name: "Ada", unread: 3, lastVisit: Date(timeIntervalSince1970: 0), balance: 1),
        ]
        for view in views {
            #expect(view.validate().isEmpty, "\(type(of: view))")
        }
    }

    @Test func profileEditorWithCGFloatStateAnyViewAndAssetSymbols() throws {
        let birthday = Date(timeIntervalSince1970: 0)
        let screen = ProfileEditorScreen(
            profile: .init(name: "Ada", birthday: birthday, avatarURL: URL(string: "https://example.com/ada.png")))
        let vml = try screen.renderVML()
        #expect(
            vml == #"""
                <NavigationStack>
                  <Form style="navigationTitle(&quot;Profile&quot;), toolbarTitleDisplayMode(.inline), toolbarBackground(.visible, for: .navigationBar)">
                    <Section>
                      <HStack spacing="12" style="padding(.vertical, 6)">
                        <AsyncImage url="https://example.com/ada.png" style="frame(width: 64, height: 64), clipShape(Circle())">
                          <Image template="content" style="resizable(), scaledToFill()"/>
                          <Image template="placeholder" name="AvatarPlaceholder"/>
                        </AsyncImage>
                        <Text style="font(.title2.bold())">Ada</Text>
                      </HStack>
                    </Section>
                    <Section>
                      <TextField text="" style="submitLabel(.done)">
                        <Text>Nickname</Text>
                      </TextField>
                      <DatePicker displayedComponents="date" selection="1970-01-01T00:00:00Z">
                        <Text>Birthday</Text>
                      </DatePicker>
                      <DisclosureGroup isExpanded="true">
                        <Text style="font(.caption.smallCaps()), padding(12), background(.yellow), cornerRadius(8), transition(.opacity.combined(with: .move(edge: .top)))">Member</Text>
                        <Text template="label">Details</Text>
                      </DisclosureGroup>
                    </Section>
                  </Form>
                </NavigationStack>

                """#)
        #expect(screen.validate().isEmpty)
    }
}
