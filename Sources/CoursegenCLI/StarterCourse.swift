/// What `coursegen init` writes: the smallest course that shows every kind of claim the build
/// checks — an example, a checkpoint, a number in prose taken from a run, a knowledge check and a
/// reference card — and builds green as it is.
enum StarterCourse {
    /// Paths relative to the new course's folder, in the order they are written.
    static func files(title: String) -> [(path: String, text: String)] {
        [
            ("content/course.yml", manifest(title: title)),
            ("content/lessons/first-screen.md", lesson),
            ("content/reference/state.md", card),
            (".gitignore", gitignore),
            (".github/workflows/site.yml", workflow),
        ]
    }

    static func manifest(title: String) -> String {
        """
        title: "\(title.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))"
        description: A course whose every screen and number was observed by running its code.
        locale: en_US
        parts:
          - title: Getting started
            lessons: [first-screen]
        reference: [state]

        """
    }

    static let lesson = """
        ---
        id: first-screen
        title: A Screen That Counts
        summary: A button that changes a number, and a page that proves it.
        ---

        # A Screen That Counts

        A `@State` value belongs to the view that declares it. A button's action changes it, and SwiftUI
        draws the screen again with the new value.

        ```swift example=counter
        import SwiftUI

        struct ContentView: View {
            @State private var count = 0

            var body: some View {
                VStack(spacing: 16) {
                    Text("Count: \\(count)")
                    Button("Add one") { count += 1 }
                }
                .padding()
            }
        }
        ```

        ## What happens

        The screen starts at zero. Press Add one twice and the count becomes [2](observed:count-after-two):
        the build ran the code, pressed the button and read that number off the screen.

        ```checkpoint
        see "Count: 0"
        tap "Add one" 2 times
        see "Count: 2" as count-after-two
        ```

        Read more about [state](../reference/state.md).

        ## Knowledge check

        **Q:** Where does `count` live?

        - [x] In the view that declares it with `@State`. — SwiftUI keeps it while the view is on screen.
        - [ ] In the button. — The button only runs the action that changes it.

        """

    static let card = """
        ---
        id: state
        title: "@State"
        summary: A value that one view owns and changes.
        docs: https://developer.apple.com/documentation/swiftui/state
        aliases: [local state]
        ---

        # @State

        A value that one view owns and changes. Declare it `private`: nothing outside the view sets it.

        ```swift
        @State private var count = 0
        ```

        """

    static let gitignore = """
        # Written by coursegen build: the site and the cache of lesson results.
        /output/
        /.coursegen-cache/

        """

    /// CI verifies and publishes nothing it did not verify: `CI=true` makes `--update` refuse.
    /// coursegen is installed from its source with `script/install`, not fetched from a registry,
    /// so the workflow runs on a runner of the author's own where it is installed (the machine
    /// the course is written on will do); it needs no variable or secret.
    static let workflow = """
        name: site
        on: [push, pull_request]
        jobs:
          build:
            # A self-hosted runner with the Swift toolchain and coursegen installed
            # (script/install from coursegen's source; see its README, "Install it for your own courses").
            runs-on: self-hosted
            env:
              CI: "true"
            steps:
              - uses: actions/checkout@v4
              - name: Check that coursegen is installed
                run: |
                  command -v coursegen >/dev/null || { echo "coursegen is not installed on this runner: run script/install from coursegen's source there"; exit 1; }
                  coursegen --version
              # Lesson results are kept between runs: only changed lessons run again.
              - uses: actions/cache@v4
                with:
                  path: .coursegen-cache
                  key: coursegen-${{ hashFiles('content/**') }}
                  restore-keys: coursegen-
              - name: Verify every lesson and build the site
                run: coursegen build
              - uses: actions/upload-artifact@v4
                with:
                  name: site
                  path: output/

        """
}
