/// The environment values a ``VmlRenderContext`` carries beyond its own properties: the keys set
/// with `context.environment(\.key, value)` or `.environment(\.key, value)`, and the objects set
/// with `.environment(object)` and `.environmentObject(object)`.
///
/// Kept in one reference that is `nil` until something is set, so a context that sets nothing
/// costs one word and copying it retains nothing more.
///
/// Equal when both hold the same values (compared with `==`; every key's type is `Hashable`) and
/// the same objects, compared by identity (`===`). A value whose type were not `Hashable` would be
/// equal only to itself: two storages holding it are equal when they share one reference, as
/// copies of one context do.
struct VmlEnvironmentStorage: Hashable, Sendable {
    /// One key's value, `Hashable` when its type is.
    struct Value: Hashable, Sendable {
        let base: any Sendable

        static func == (lhs: Value, rhs: Value) -> Bool {
            guard let left = lhs.base as? any Hashable, let right = rhs.base as? any Hashable else { return false }
            return AnyHashable(left) == AnyHashable(right)
        }

        func hash(into hasher: inout Hasher) {
            if let hashable = base as? any Hashable { hasher.combine(AnyHashable(hashable)) }
        }
    }

    /// An object, compared by identity.
    struct Object: Hashable, Sendable {
        let base: any AnyObject & Sendable

        static func == (lhs: Object, rhs: Object) -> Bool { lhs.base === rhs.base }

        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(base)) }
    }

    private final class Box: Sendable {
        let values: [String: Value]
        let objects: [ObjectIdentifier: Object]

        init(values: [String: Value], objects: [ObjectIdentifier: Object]) {
            self.values = values
            self.objects = objects
        }
    }

    private var box: Box?

    init() {}

    private var values: [String: Value] { box?.values ?? [:] }
    private var objects: [ObjectIdentifier: Object] { box?.objects ?? [:] }

    private mutating func update(values: [String: Value], objects: [ObjectIdentifier: Object]) {
        box = values.isEmpty && objects.isEmpty ? nil : Box(values: values, objects: objects)
    }

    /// The value set for `key`, or `defaultValue`. `key` is the property's name.
    func value<V>(default defaultValue: @autoclosure () -> V, key: String = #function) -> V {
        guard let box, let stored = box.values[key] else { return defaultValue() }
        return stored.base as? V ?? defaultValue()
    }

    /// Sets the value of `key`, the property's name.
    mutating func setValue<V: Sendable>(_ value: V, key: String = #function) {
        var values = values
        values[key] = Value(base: value)
        update(values: values, objects: objects)
    }

    /// The object of type `T`, if one was set.
    func object<T: AnyObject>(_ type: T.Type) -> T? {
        guard let box else { return nil }
        return box.objects[ObjectIdentifier(type)]?.base as? T
    }

    /// Sets the object read as type `T`, or removes it (`nil`).
    mutating func setObject<T: AnyObject & Sendable>(_ object: T?, as type: T.Type) {
        var objects = objects
        objects[ObjectIdentifier(type)] = object.map { Object(base: $0) }
        update(values: values, objects: objects)
    }

    static func == (lhs: VmlEnvironmentStorage, rhs: VmlEnvironmentStorage) -> Bool {
        if lhs.box === rhs.box { return true }
        return lhs.values == rhs.values && lhs.objects == rhs.objects
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(values)
        hasher.combine(objects)
    }
}

extension VmlEnvironmentStorage {
    /// Stops with SwiftUI's message for a missing object, and says how to provide it on a server.
    static func missingObject(_ type: Any.Type, readBy wrapper: String) -> Never {
        let name = String(describing: type)
        let setter = wrapper == "@VmlEnvironmentObject" ? "environmentObject" : "environment"
        let optional =
            wrapper == "@VmlEnvironmentObject"
            ? "" : " To read it only when present, declare the property optional: @VmlEnvironment(\(name).self) var value: \(name)?"
        preconditionFailure(
            """
            No Observable object of type \(name) found (\(wrapper)). Put it on the render context, \
            renderVML(in: context.\(setter)(object)), or set it with .\(setter)(object) on a composite view \
            that encloses this one: ContentView().\(setter)(object). A child built in a container before the \
            modifier runs, as in VmlVStack { Child() }.\(setter)(object), does not see it.\(optional)
            """
        )
    }
}
