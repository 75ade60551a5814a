/// The asset catalog a new Xcode project has: what a lesson's own catalog is laid over.
extension XcodeProject {

    static let catalogContents = """
        {
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """

    static let accentColorContents = """
        {
          "colors" : [
            {
              "idiom" : "universal"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """

    static let appIconContents = """
        {
          "images" : [
            {
              "idiom" : "universal",
              "platform" : "ios",
              "size" : "1024x1024"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """
}
