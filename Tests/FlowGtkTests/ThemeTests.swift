import CGtk
import Foundation
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    @Suite("Theme")
    @MainActor
    struct ThemeTests {
        @Test("WCAG contrast: black on white is 21:1, a colour on itself 1:1, GTK 4.8's error red on its dark window 2.1:1")
        func contrast() {
            let white = ThemeColor(red: 1, green: 1, blue: 1), black = ThemeColor(red: 0, green: 0, blue: 0)
            #expect(abs(black.contrast(with: white) - 21) < 0.001)
            #expect(white.contrast(with: white) == 1)
            let errorRed = ThemeColor(red: 0.8, green: 0, blue: 0) // #cc0000
            let darkWindow = ThemeColor(red: 53 / 255, green: 53 / 255, blue: 53 / 255) // #353535
            #expect(abs(errorRed.contrast(with: darkWindow) - 2.08) < 0.01)
        }

        @Test("the theme is dark while the dark variant is preferred, and a change of it is told",
              .requiresDisplay,
              .enabled("GTK_THEME is set: it overrides GTK's settings") { ProcessInfo.processInfo.environment["GTK_THEME"] == nil })
        func followsThePreference() throws {
            let settings = try #require(flow_object(UnsafeMutableRawPointer(gtk_settings_get_default())))
            func preferDark(_ dark: Bool) {
                var value = GValue()
                g_value_init(&value, g_type_from_name("gboolean"))
                defer { g_value_unset(&value) }
                g_value_set_boolean(&value, dark ? 1 : 0)
                g_object_set_property(settings, "gtk-application-prefer-dark-theme", &value)
            }
            defer { preferDark(false) }

            preferDark(false)
            #expect(!Theme.isDark)
            let light = try #require(Theme.color(named: "theme_bg_color"))
            #expect(light.relativeLuminance > 0.5)

            // Connected for the rest of the process: it only records.
            final class Told { var darkness: [Bool] = [] }
            let told = Told()
            Theme.onChange { told.darkness.append(Theme.isDark) }
            preferDark(true)
            #expect(told.darkness == [true])
            #expect(Theme.isDark)
            #expect(try #require(Theme.color(named: "theme_bg_color")).relativeLuminance < 0.18)
            preferDark(false)
            #expect(told.darkness == [true, false])
            #expect(Theme.color(named: "no_such_colour") == nil)
        }
    }
}
