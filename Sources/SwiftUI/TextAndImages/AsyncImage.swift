import LessonNetworking
import LessonProtocol

/// The state of an `AsyncImage` load.
public enum AsyncImagePhase: Sendable {
    /// Not loaded yet (or no URL).
    case empty
    case success(Image)
    case failure(any Error)

    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A view that loads and shows an image from a URL. The load is a GET answered by the lesson's
/// network fixtures, on the lesson's clock: the screen shows the `.empty` phase first, then
/// `.success` once the fixture's delay has passed, or `.failure` when no fixture answers the URL
/// (as a device that is offline) or its body is not an image.
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    let transaction: Transaction
    /// Each phase's view: the lesson's `content`, or, for `AsyncImage(url:)`, the image or a placeholder.
    let render: (AsyncImagePhase) -> AnyView
    @State private var phase = AsyncImagePhase.empty
    @State private var loadedURL: URL?

    /// The image when loaded; a grey placeholder while loading and when the load fails, as on a device.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = scale
        transaction = Transaction()
        render = { phase in phase.image.map { AnyView($0) } ?? AnyView(_AsyncImagePlaceholder()) }
    }

    /// `content` with the loaded image; `placeholder` while loading and when the load fails.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image { content(image) } else { placeholder() }
        }
    }

    /// `content` for each phase of the load.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        render = { AnyView(content($0)) }
    }

    public var body: some View {
        render(loadedURL == url ? phase : .empty)
            .task(id: url) {
                await load()
            }
    }

    private func load() async {
        guard let url else {
            phase = .empty
            loadedURL = nil
            return
        }
        let result: AsyncImagePhase
        do {
            let (data, _) = try await URLSession.shared.data(from: url)
            result = Image._isImageData(data) ? .success(Image(_loadedFrom: url)) : .failure(URLError(.cannotDecodeContentData))
        } catch is CancellationError {
            return
        } catch {
            result = .failure(error)
        }
        withTransaction(transaction) {
            phase = result
            loadedURL = url
        }
    }
}

/// What `AsyncImage(url:)` shows until its image is there: a grey fill, no element of its own.
public struct _AsyncImagePlaceholder: View, _PrimitiveView {
    public typealias Body = Never
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        Color(name: "secondarySystemFill")._elements(&ctx)
    }
}

extension Image {
    /// An image decoded from data loaded from `url`; it reads as the file it came from.
    init(_loadedFrom url: URL) {
        self.init(url.lastPathComponent.isEmpty ? url.absoluteString : url.lastPathComponent)
    }

    /// PNG, JPEG, GIF, WebP or HEIC bytes: what a device decodes as an image.
    static func _isImageData(_ data: Data) -> Bool {
        let bytes = [UInt8](data.prefix(12))
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
        }
        return starts([0x89, 0x50, 0x4E, 0x47]) || starts([0xFF, 0xD8, 0xFF]) || starts(Array("GIF8".utf8))
            || (starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8)) || starts(Array("ftyp".utf8), at: 4)
    }
}
