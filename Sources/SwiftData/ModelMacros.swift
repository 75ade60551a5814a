// SwiftData's macros, expanded by the lesson runtime's own macro plugin (`Sources/LessonMacros`),
// which the engine builds from the toolchain's SwiftSyntax and loads when it compiles lessons.

/// Makes a class a SwiftData model: a `PersistentModel` that is `Observable`, whose stored
/// properties the model context tracks and stores.
@attached(member, names: named(_$observationRegistrar), named(_$backingData), named(init), named(_$properties))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "LessonMacros", type: "ModelMacro")

/// What `@Model` puts on each stored property: observed reads, announced writes, tracked changes.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro _PersistedProperty() = #externalMacro(module: "LessonMacros", type: "PersistedPropertyMacro")

/// Options for how a model's property is stored: `@Attribute(.unique) var name: String`.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "LessonMacros", type: "ModelMarkerMacro")

/// A property that holds other models: `@Relationship(deleteRule: .cascade, inverse: \Job.owner) var jobs: [Job]`.
@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil,
    hashModifier: String? = nil
) = #externalMacro(module: "LessonMacros", type: "ModelMarkerMacro")

/// A property of a model that is neither tracked nor stored.
@attached(peer)
public macro Transient() = #externalMacro(module: "LessonMacros", type: "ModelMarkerMacro")
