/// Common SF Symbols drawn as small inline SVGs (24×24, stroked in the text colour), so a reader
/// recognises them without Apple's symbol font or an emoji font. `X.fill` fills the outline;
/// `X.circle` / `X.square` put X's mark in a circle or rounded square (`.fill`: a solid shape with
/// the mark cut out in white).
enum SymbolDrawings {
    /// Marks that also appear inside a circle or a square.
    static let marks: [String: String] = [
        "plus": #"<path d="M12 6.5v11M6.5 12h11"/>"#,
        "minus": #"<path d="M6.5 12h11"/>"#,
        "checkmark": #"<path d="M7 12.5l3.2 3.2L17 8.5"/>"#,
        "xmark": #"<path d="M8 8l8 8M16 8l-8 8"/>"#,
        "info": #"<path d="M12 11v6M12 7.5v.4"/>"#,
        "exclamationmark": #"<path d="M12 7v6M12 16.5v.4"/>"#,
        "questionmark": #"<path d="M9.5 9.5a2.5 2.5 0 1 1 3.4 2.3c-.6.3-.9.9-.9 1.6M12 16.6v.4"/>"#,
        "dollarsign":
            #"<path d="M14.8 9.2c-.4-.9-1.5-1.4-2.8-1.4-1.6 0-2.7.9-2.7 2 0 2.7 5.5 1.3 5.5 4.1 0 1.2-1.2 2-2.8 2-1.3 0-2.4-.5-2.8-1.5M12 6.2v11.6"/>"#,
        "play": #"<path d="M10 8.2l6 3.8-6 3.8z"/>"#,
        "arrow.right": #"<path d="M7 12h10M13 8l4 4-4 4"/>"#,
        "arrow.left": #"<path d="M17 12H7M11 8l-4 4 4 4"/>"#,
        "arrow.up": #"<path d="M12 17V7M8 11l4-4 4 4"/>"#,
        "arrow.down": #"<path d="M12 7v10M8 13l4 4 4-4"/>"#,
        "chevron.right": #"<path d="M10.5 8l4 4-4 4"/>"#,
        "person": #"<circle cx="12" cy="10" r="3"/><path d="M6.5 18c1.3-2.2 3.2-3.2 5.5-3.2s4.2 1 5.5 3.2"/>"#,
        "star": #"<path d="M12 7l1.5 3.1 3.4.4-2.5 2.3.7 3.4-3.1-1.7-3.1 1.7.7-3.4-2.5-2.3 3.4-.4z"/>"#,
        "heart":
            #"<path d="M12 16.5s-4.5-2.8-4.5-5.6c0-1.4 1-2.4 2.3-2.4 1 0 1.7.5 2.2 1.3.5-.8 1.2-1.3 2.2-1.3 1.3 0 2.3 1 2.3 2.4 0 2.8-4.5 5.6-4.5 5.6z"/>"#,
    ]

    static let shapes: [String: String] = [
        "star": #"<path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.1l-5.7 3.2 1.2-6.4-4.7-4.4 6.4-.8z"/>"#,
        "heart":
            #"<path d="M12 20.5s-8.5-5-8.5-10.6C3.5 6.9 5.6 4.8 8.2 4.8c1.7 0 3 .9 3.8 2.3.8-1.4 2.1-2.3 3.8-2.3 2.6 0 4.7 2.1 4.7 5.1 0 5.6-8.5 10.6-8.5 10.6z"/>"#,
        "plus": #"<path d="M12 4.5v15M4.5 12h15"/>"#,
        "minus": #"<path d="M4.5 12h15"/>"#,
        "checkmark": #"<path d="M4.5 12.5l5 5 10-11"/>"#,
        "xmark": #"<path d="M6 6l12 12M18 6L6 18"/>"#,
        "trash": #"<path d="M4 7h16M9.5 7V4.5h5V7M6 7l1 13.5h10L18 7M10 11v6M14 11v6"/>"#,
        "gear":
            #"<circle cx="12" cy="12" r="3"/><circle cx="12" cy="12" r="7"/><path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9L7 7M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1"/>"#,
        "magnifyingglass": #"<circle cx="10.5" cy="10.5" r="6.5"/><path d="M15.3 15.3L21 21"/>"#,
        "person": #"<circle cx="12" cy="8" r="4"/><path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z"/>"#,
        "person.2":
            #"<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20c0-3.8 2.9-6 6.5-6s6.5 2.2 6.5 6z"/><path d="M15.5 4.8a3.5 3.5 0 0 1 0 6.5M18 14.3c2.2.7 3.5 2.7 3.5 5.7"/>"#,
        "person.crop.circle":
            #"<circle cx="12" cy="12" r="9.5"/><circle cx="12" cy="10" r="3.5"/><path d="M5.5 18.5c1.5-2.5 3.8-3.6 6.5-3.6s5 1.1 6.5 3.6"/>"#,
        "bell": #"<path d="M6 17v-6a6 6 0 0 1 12 0v6l2 2H4z"/><path d="M10 21.5h4"/>"#,
        "house": #"<path d="M3 11.5l9-8 9 8"/><path d="M5.5 9.5V21h13V9.5M10 21v-6h4v6"/>"#,
        "envelope": #"<rect x="3" y="5.5" width="18" height="13" rx="2"/><path d="M3.5 7l8.5 6 8.5-6"/>"#,
        "calendar": #"<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/>"#,
        "clock": #"<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3.5 2.5"/>"#,
        "photo": #"<rect x="3" y="4" width="18" height="16" rx="2"/><circle cx="8.5" cy="9.5" r="1.6"/><path d="M21 16l-5-5-10 9"/>"#,
        "camera": #"<path d="M3 8h4l2-3h6l2 3h4v12H3z"/><circle cx="12" cy="13" r="4"/>"#,
        "cart": #"<path d="M2.5 4H5l2.5 11h11L21 7.5H6.2"/><circle cx="9" cy="19.5" r="1.5"/><circle cx="17" cy="19.5" r="1.5"/>"#,
        "bag": #"<path d="M5 8h14l-1 13H6z"/><path d="M9 8V6a3 3 0 0 1 6 0v2"/>"#,
        "bookmark": #"<path d="M6 3h12v18l-6-4.5L6 21z"/>"#,
        "square.and.arrow.up": #"<path d="M12 3v12M8 7l4-4 4 4M7 10H5v11h14V10h-2"/>"#,
        "chevron.right": #"<path d="M9 5l7 7-7 7"/>"#,
        "chevron.left": #"<path d="M15 5l-7 7 7 7"/>"#,
        "chevron.down": #"<path d="M5 9l7 7 7-7"/>"#,
        "chevron.up": #"<path d="M5 15l7-7 7 7"/>"#,
        "exclamationmark.triangle": #"<path d="M12 3L2 20.5h20z"/><path d="M12 9.5v5M12 17.3v.4"/>"#,
        "pencil": #"<path d="M4 20l1-4.2L16 4.8l3.2 3.2L8.2 19z"/><path d="M14 6.8l3.2 3.2"/>"#,
        "square.and.pencil": #"<path d="M20 13.5V20H4V4h6.5"/><path d="M11 13l-.8 2.8 2.8-.8 8-8-2-2z"/>"#,
        "link": #"<path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"/>"#,
        "globe": #"<circle cx="12" cy="12" r="9"/><ellipse cx="12" cy="12" rx="4" ry="9"/><path d="M3 12h18"/>"#,
        "lock": #"<rect x="5" y="11" width="14" height="10" rx="2"/><path d="M8 11V7.5a4 4 0 0 1 8 0V11"/>"#,
        "mappin": #"<path d="M12 21.5s-7-6.6-7-11.7a7 7 0 0 1 14 0c0 5.1-7 11.7-7 11.7z"/><circle cx="12" cy="9.8" r="2.5"/>"#,
        "location": #"<path d="M3 11l18-8-8 18-2-8z"/>"#,
        "phone": #"<path d="M5 3h4l2 5-2.5 1.8a12 12 0 0 0 5.7 5.7L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z"/>"#,
        "message": #"<path d="M12 4c5 0 9 3.1 9 7s-4 7-9 7c-1 0-2-.1-2.9-.4L5 19.5l1.2-3.6C4.2 14.6 3 12.9 3 11c0-3.9 4-7 9-7z"/>"#,
        "bubble.left": #"<path d="M4 5h16v11H9l-5 4z"/>"#,
        "paperplane": #"<path d="M3 11l18-8-7 18-3-7z"/><path d="M11 14L21 3"/>"#,
        "folder": #"<path d="M3 6h6l2 2h10v11H3z"/>"#,
        "doc": #"<path d="M6 3h8l4 4v14H6z"/><path d="M14 3v4h4"/>"#,
        "doc.text": #"<path d="M6 3h8l4 4v14H6z"/><path d="M14 3v4h4M9 12h6M9 16h6"/>"#,
        "tray": #"<path d="M3 13l3-8h12l3 8v6H3z"/><path d="M3 13h5l1 2h6l1-2h5"/>"#,
        "list.bullet":
            #"<path d="M9 6h12M9 12h12M9 18h12"/><circle cx="4.5" cy="6" r="1"/><circle cx="4.5" cy="12" r="1"/><circle cx="4.5" cy="18" r="1"/>"#,
        "line.3.horizontal": #"<path d="M4 6h16M4 12h16M4 18h16"/>"#,
        "ellipsis": #"<circle cx="6" cy="12" r="1.2"/><circle cx="12" cy="12" r="1.2"/><circle cx="18" cy="12" r="1.2"/>"#,
        "arrow.right": #"<path d="M4 12h16M14 6l6 6-6 6"/>"#,
        "arrow.left": #"<path d="M20 12H4M10 6l-6 6 6 6"/>"#,
        "arrow.up": #"<path d="M12 20V4M6 10l6-6 6 6"/>"#,
        "arrow.down": #"<path d="M12 4v16M6 14l6 6 6-6"/>"#,
        "arrow.clockwise": #"<path d="M20 12a8 8 0 1 1-2.3-5.7"/><path d="M20 4v5h-5"/>"#,
        "arrow.counterclockwise": #"<path d="M4 12a8 8 0 1 0 2.3-5.7"/><path d="M4 4v5h5"/>"#,
        "flag": #"<path d="M5 21V4M5 4h13l-2.5 4 2.5 4H5"/>"#,
        "tag": #"<path d="M3 12V3h9l9 9-9 9z"/><circle cx="7.5" cy="7.5" r="1.5"/>"#,
        "sun.max":
            #"<circle cx="12" cy="12" r="4"/><path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"/>"#,
        "moon": #"<path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z"/>"#,
        "cloud": #"<path d="M7 19h10.5a4 4 0 0 0 .4-8A6 6 0 0 0 6.3 10 4.5 4.5 0 0 0 7 19z"/>"#,
        "bolt": #"<path d="M13 2L4 14h7l-1 8 9-12h-7z"/>"#,
        "leaf": #"<path d="M5 19C5 9 11 4 20 4c0 9-5 15-15 15z"/><path d="M5 19l8-8"/>"#,
        "flame": #"<path d="M12 22c4 0 7-3 7-7 0-5-5-7-5-12-3 2-5 5-5 8-1-1-1.5-2-1.5-3C5.5 10 5 12 5 15c0 4 3 7 7 7z"/>"#,
        "play": #"<path d="M7 4l13 8-13 8z"/>"#,
        "pause": #"<path d="M8 5v14M16 5v14"/>"#,
        "stop": #"<rect x="6" y="6" width="12" height="12" rx="1.5"/>"#,
        "music.note": #"<path d="M9 18V5l11-2v13"/><circle cx="6.5" cy="18" r="2.5"/><circle cx="17.5" cy="16" r="2.5"/>"#,
        "book": #"<path d="M3 5h6a3 3 0 0 1 3 3v12a2.5 2.5 0 0 0-2.5-2.5H3zM21 5h-6a3 3 0 0 0-3 3v12a2.5 2.5 0 0 1 2.5-2.5H21z"/>"#,
        "graduationcap": #"<path d="M2 9l10-5 10 5-10 5z"/><path d="M6 11v5c3 2 9 2 12 0v-5M22 9v5"/>"#,
        "cup.and.saucer": #"<path d="M4 8h13v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5z"/><path d="M17 9h2a2 2 0 0 1 0 4h-2M3 21h16"/>"#,
        "fork.knife": #"<path d="M7 3v18M4.5 3v5a2.5 2.5 0 0 0 5 0V3M17 21V3c-2 0-3.5 3-3.5 7H17"/>"#,
        "car": #"<path d="M3 16.5v-4l2-5.5h14l2 5.5v4z"/><circle cx="7" cy="16.5" r="2"/><circle cx="17" cy="16.5" r="2"/>"#,
        "airplane": #"<path d="M21 4l-6.5 6.5L17 20l-2 1-4-7-4 4v3l-1.5 1L4 18l-3-1.5 1-1.5h3l4-4-7-4 1-2 9.5 2.5L19 2z"/>"#,
        "creditcard": #"<rect x="2.5" y="5" width="19" height="14" rx="2"/><path d="M2.5 9.5h19M6 15h4"/>"#,
        "gift":
            #"<rect x="3" y="8" width="18" height="4"/><path d="M5 12v9h14v-9M12 8v13M12 8C11 5 7 4 7 6.5S12 8 12 8zm0 0c1-3 5-4 5-1.5S12 8 12 8z"/>"#,
        "hand.thumbsup":
            #"<path d="M7 10.5V21H3V10.5zM7 10.5l4-7.5c1.5 0 2.5 1 2.2 2.5L12.5 9H19a2 2 0 0 1 2 2.3l-1.3 7.7a2 2 0 0 1-2 1.5H7"/>"#,
        "eye": #"<path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z"/><circle cx="12" cy="12" r="3"/>"#,
        "eye.slash": #"<path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z"/><circle cx="12" cy="12" r="3"/><path d="M3 3l18 18"/>"#,
        "square": #"<rect x="4" y="4" width="16" height="16" rx="3"/>"#,
        "circle": #"<circle cx="12" cy="12" r="9"/>"#,
        "slider.horizontal.3":
            #"<path d="M3 6h18M3 12h18M3 18h18"/><circle cx="8" cy="6" r="2"/><circle cx="16" cy="12" r="2"/><circle cx="10" cy="18" r="2"/>"#,
        "sparkles":
            #"<path d="M11 3l1.8 5.2L18 10l-5.2 1.8L11 17l-1.8-5.2L4 10l5.2-1.8z"/><path d="M18.5 15l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8z"/>"#,
        "wifi": #"<path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0"/><circle cx="12" cy="19" r="1"/>"#,
        "mic": #"<rect x="9" y="2.5" width="6" height="12" rx="3"/><path d="M5 11a7 7 0 0 0 14 0M12 18v3"/>"#,
        "video": #"<rect x="2.5" y="6.5" width="13" height="11" rx="2"/><path d="M15.5 10.5l6-3.5v10l-6-3.5"/>"#,
        "paintbrush": #"<path d="M18 3l3 3-9 9-3-3z"/><path d="M9 12c-3 0-5 2-5 5 0 1-1 3-2 3 4 1 8 0 8-4"/>"#,
        "hourglass": #"<path d="M6 3h12M6 21h12M7 3c0 5 10 7 10 9s-10 4-10 9M17 3c0 5-10 7-10 9s10 4 10 9"/>"#,
        "archivebox": #"<path d="M3 4h18v4H3zM5 8v12h14V8M10 12h4"/>"#,
        "trophy": #"<path d="M7 4h10v5a5 5 0 0 1-10 0zM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4M12 14v4M8 21h8"/>"#,
        "chart.bar": #"<path d="M5 20V11M11 20V5M17 20v-7M2.5 20h19"/>"#,
        "square.grid.2x2":
            #"<rect x="4" y="4" width="7" height="7" rx="1"/><rect x="13" y="4" width="7" height="7" rx="1"/><rect x="4" y="13" width="7" height="7" rx="1"/><rect x="13" y="13" width="7" height="7" rx="1"/>"#,
        "battery.100": #"<rect x="2" y="7" width="18" height="10" rx="2"/><path d="M22 10.5v3M4.5 9.5h13v5h-13z"/>"#,
        "keyboard": #"<rect x="2" y="6" width="20" height="12" rx="2"/><path d="M6 10h.5M10 10h.5M14 10h.5M18 10h.5M7 14h10"/>"#,
        "textformat": #"<path d="M3 18l5-12 5 12M4.8 14h6.4M15 18v-6.5a2.5 2.5 0 0 1 5 0V18M20 14.5c-2.5 0-5 .3-5 2"/>"#,
        "figure.walk": #"<circle cx="13" cy="4.5" r="2"/><path d="M9 21l3-7 3 3v4M8 12l2-4 4 1 2 4M12 14l-1-5"/>"#,
        "heart.text.square":
            #"<rect x="3" y="3" width="18" height="18" rx="4"/><path d="M12 16s-4-2.5-4-5c0-1.3.9-2.2 2-2.2.9 0 1.5.5 2 1.2.5-.7 1.1-1.2 2-1.2 1.1 0 2 .9 2 2.2 0 2.5-4 5-4 5z"/>"#,
        "checklist": #"<path d="M3 6.5l1.8 1.8L8 5M3 12.5l1.8 1.8L8 11M3 18.5l1.8 1.8L8 17M11 7h10M11 13h10M11 19h10"/>"#,
        "list.number":
            #"<path d="M10 6h11M10 12h11M10 18h11M4 4.5l1.5-1V8M3.5 10.5a1.3 1.3 0 1 1 2 1.5L3.5 14h2.5M3.5 16.5h2l-1 1.3a1.2 1.2 0 1 1-1 2"/>"#,
        "lightbulb": #"<path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.3.3.5.8.5 1.2V16h6v-.9c0-.4.2-.9.5-1.2A6 6 0 0 0 12 3z"/>"#,
        "timer": #"<circle cx="12" cy="13" r="8"/><path d="M12 13V8.5M10 2.5h4M12 2.5V5"/>"#,
        "map": #"<path d="M3 6l6-2.5 6 2.5 6-2.5v14.5l-6 2.5-6-2.5-6 2.5zM9 3.5v14.5M15 6v14.5"/>"#,
        "drop": #"<path d="M12 3s-6.5 7.2-6.5 11.5a6.5 6.5 0 0 0 13 0C18.5 10.2 12 3 12 3z"/>"#,
        "snowflake": #"<path d="M12 2v20M3.3 7l17.4 10M3.3 17L20.7 7M9.5 3.5L12 6l2.5-2.5M9.5 20.5L12 18l2.5 2.5"/>"#,
        "thermometer": #"<path d="M10 14.5V5a2 2 0 0 1 4 0v9.5a4 4 0 1 1-4 0z"/><path d="M12 10v7"/>"#,
        "bed.double": #"<path d="M3 19v-8h18v8M3 16h18M5 11V6h14v5M7 11V9h4v2M13 11V9h4v2"/>"#,
        "dumbbell": #"<path d="M6.5 6.5l11 11M3 10l7-7M14 21l7-7M2 13.5L4.5 16M8 19.5L10.5 22M13.5 2L16 4.5M19.5 8L22 10.5"/>"#,
        "brain":
            #"<path d="M12 5a3 3 0 0 0-5.5-1.5A3 3 0 0 0 4 8a3.5 3.5 0 0 0 .5 6.5A3.5 3.5 0 0 0 9 20a3 3 0 0 0 3-2zM12 5a3 3 0 0 1 5.5-1.5A3 3 0 0 1 20 8a3.5 3.5 0 0 1-.5 6.5A3.5 3.5 0 0 1 15 20a3 3 0 0 1-3-2zM12 5v13"/>"#,
        "cube": #"<path d="M12 2.5l8.5 4.8v9.4L12 21.5l-8.5-4.8V7.3z"/><path d="M3.5 7.3L12 12l8.5-4.7M12 12v9.5"/>"#,
        "shippingbox": #"<path d="M3 7.5L12 3l9 4.5v9L12 21l-9-4.5z"/><path d="M3 7.5l9 4.5 9-4.5M12 12v9M7.5 5.3l9 4.5"/>"#,
        "ticket": #"<path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z"/><path d="M14 7v10" stroke-dasharray="2 2"/>"#,
        "film": #"<rect x="3" y="3" width="18" height="18" rx="2"/><path d="M7 3v18M17 3v18M3 8h4M3 12h4M3 16h4M17 8h4M17 12h4M17 16h4"/>"#,
        "tv": #"<rect x="2.5" y="4" width="19" height="13" rx="2"/><path d="M8 21h8"/>"#,
        "iphone": #"<rect x="6.5" y="2" width="11" height="20" rx="2.5"/><path d="M10.5 4.5h3"/>"#,
        "laptopcomputer": #"<rect x="4.5" y="5" width="15" height="10" rx="1.5"/><path d="M2 19h20"/>"#,
        "printer": #"<path d="M7 8V3h10v5M7 17H4v-7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v7h-3M7 14h10v7H7z"/>"#,
        "scissors": #"<circle cx="6" cy="6" r="2.5"/><circle cx="6" cy="18" r="2.5"/><path d="M8 7.5L20 18M8 16.5L20 6"/>"#,
        "hammer": #"<path d="M14 7l-9.5 9.5a1.8 1.8 0 0 0 2.5 2.5L16.5 9.5M13 4l5 5 2.5-2.5-5-5z"/>"#,
        "wrench": #"<path d="M14.5 3.5a5 5 0 0 0-4.8 6.7L3.5 16.4a2.1 2.1 0 0 0 3 3l6.2-6.2a5 5 0 0 0 6.7-4.8l-3 3-2.8-.7-.7-2.8z"/>"#,
        "speaker.wave.2": #"<path d="M4 9h4l5-4v14l-5-4H4z"/><path d="M16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11"/>"#,
        "waveform": #"<path d="M3 12h1M6.5 8v8M10 4v16M13.5 7v10M17 9.5v5M20.5 11v2"/>"#,
        "at": #"<circle cx="12" cy="12" r="3.5"/><path d="M15.5 8.5V13a2.5 2.5 0 0 0 5 0v-1a8.5 8.5 0 1 0-3.3 6.7"/>"#,
        "number": #"<path d="M9 3L7 21M17 3l-2 18M4 8.5h16.5M3.5 15.5H20"/>"#,
        "rectangle.stack": #"<rect x="3" y="9" width="18" height="12" rx="2"/><path d="M5 6h14M7.5 3h9"/>"#,
        "puzzlepiece": #"<path d="M4 8h4a2 2 0 1 1 4 0h4v4a2 2 0 1 1 0 4v4h-4a2 2 0 1 0-4 0H4v-4a2 2 0 1 0 0-4z"/>"#,
    ]

    static let aliases: [String: String] = [
        "gearshape": "gear", "person.circle": "person.crop.circle", "magnifyingglass.circle": "magnifyingglass",
        "location.north": "location", "mappin.and.ellipse": "mappin", "message.circle": "message",
        "bubble.right": "bubble.left", "bubble.left.and.bubble.right": "bubble.left", "envelope.open": "envelope",
        "house.circle": "house", "calendar.badge.plus": "calendar", "clock.arrow.circlepath": "arrow.counterclockwise",
        "arrow.triangle.2.circlepath": "arrow.clockwise", "photo.on.rectangle": "photo", "cart.badge.plus": "cart",
        "trash.circle": "trash", "bell.badge": "bell", "star.leadinghalf.filled": "star", "doc.on.doc": "doc",
        "square.and.arrow.down": "square.and.arrow.up", "ellipsis.circle": "ellipsis", "list.dash": "list.bullet",
        "gamecontroller": "square.grid.2x2", "books.vertical": "book", "text.book.closed": "book", "note.text": "doc.text",
        "sunrise": "sun.max", "sun.min": "sun.max", "cloud.rain": "cloud", "cloud.sun": "cloud", "moon.stars": "moon",
        "lock.open": "lock", "lock.shield": "lock", "key": "lock", "creditcard.circle": "creditcard",
        "hand.thumbsdown": "hand.thumbsup", "arrow.uturn.backward": "arrow.counterclockwise", "figure.run": "figure.walk",
        "chart.bar.xaxis": "chart.bar", "chart.line.uptrend.xyaxis": "chart.bar", "wand.and.stars": "sparkles",
        "paintpalette": "paintbrush", "mic.slash": "mic", "video.slash": "video", "tray.full": "tray",
        "folder.badge.plus": "folder", "person.3": "person.2", "person.badge.plus": "person", "heart.circle": "heart",
        "star.circle": "star", "pin": "mappin", "airplane.departure": "airplane", "bus": "car", "bicycle": "car",
        "checklist.checked": "checklist", "checklist.unchecked": "checklist", "list.clipboard": "checklist", "clipboard": "doc",
        "list.bullet.rectangle": "list.bullet", "list.bullet.clipboard": "checklist", "stopwatch": "timer", "alarm": "clock",
        "map.circle": "map", "drop.circle": "drop", "humidity": "drop", "bed.double.circle": "bed.double", "cube.box": "shippingbox",
        "shippingbox.circle": "shippingbox", "desktopcomputer": "tv", "display": "tv", "iphone.gen3": "iphone", "laptop": "laptopcomputer",
        "wrench.and.screwdriver": "wrench", "speaker.wave.3": "speaker.wave.2", "speaker": "speaker.wave.2", "lightbulb.max": "lightbulb",
        "square.stack": "rectangle.stack", "rectangle.stack.badge.plus": "rectangle.stack", "film.stack": "film", "popcorn": "film",
        "number.circle": "number", "at.circle": "at", "envelope.badge": "envelope", "bookmark.circle": "bookmark",
    ]

    static func svg(_ name: String) -> String? {
        var base = name
        let filled = base.hasSuffix(".fill")
        if filled { base.removeLast(".fill".count) }
        var container: String?
        for suffix in [".circle", ".square"] where base.hasSuffix(suffix) && shapes[base] == nil && aliases[base] == nil {
            let mark = String(base.dropLast(suffix.count))
            if marks[mark] != nil {
                container = suffix
                base = mark
            }
        }
        if let container, let mark = marks[base] {
            let outline =
                container == ".circle" ? #"<circle cx="12" cy="12" r="9.5"/>"# : #"<rect x="2.5" y="2.5" width="19" height="19" rx="4.5"/>"#
            if filled {
                let solid = outline.replacingOccurrences(of: "/>", with: " fill=\"currentColor\"/>")
                return wrap(solid + "<g stroke=\"#fff\">\(mark)</g>", fill: false)
            }
            return wrap(outline + mark, fill: false)
        }
        guard let shape = shapes[aliases[base] ?? base] else { return nil }
        return wrap(shape, fill: filled)
    }

    private static func wrap(_ body: String, fill: Bool) -> String {
        "<svg viewBox=\"0 0 24 24\" width=\"1.1em\" height=\"1.1em\" fill=\"\(fill ? "currentColor" : "none")\" stroke=\"currentColor\""
            + " stroke-width=\"1.8\" stroke-linecap=\"round\" stroke-linejoin=\"round\">\(body)</svg>"
    }
}
