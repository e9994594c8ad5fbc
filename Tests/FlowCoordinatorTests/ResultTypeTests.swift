import FlowCoordinator
import FlowCoordinatorTesting
import FlowTestSupport
import Testing

/// A screen finishes with one type of result. When its registration and the code that opens it
/// give it handlers of different types, the second is reported where it is installed; and a
/// value of the wrong type that still arrives is reported too, never dropped silently.
@MainActor
@Suite("Result types")
struct ResultTypeTests {
    /// A registration that hands out an `Int` handle for `CheckoutLink.payment`.
    @MainActor
    final class IntRegistration {
        var handle: ResultHandle<Int>?
        let results = Recorder<Leaving<Int>>()

        func register(on state: FlowState) {
            state.register(CheckoutLink.self, title: { "\($0)" }, onAppear: { [unowned self] link, screen in
                guard case .payment = link else { return }
                handle = screen.onResult(Int.self) { [unowned self] in results.record($0) }
            }, screen: { _, _ in nil })
        }
    }

    @Test("a push with a String handler over a registration's Int handler is reported at the push")
    func pushOfAnotherTypeIsReported() {
        let state = FlowState()
        let registration = IntRegistration()
        registration.register(on: state)
        let misuses = recordingMisuse {
            state.push(CheckoutLink.payment(total: 5)) { (_: Leaving<String>) in }
        }
        #expect(misuses.count == 1)
        #expect(misuses.first?.message.contains("expects String, replacing one that expects Int") == true)
    }

    @Test("a presentation whose registration's handler expects another type than the presenter's is reported")
    func presentOfAnotherTypeIsReported() {
        let state = FlowState()
        let registration = IntRegistration()
        registration.register(on: state)
        let misuses = recordingMisuse {
            state.present(CheckoutLink.payment(total: 5)) { (_: Leaving<String>) in }
        }
        #expect(misuses.count == 1)
    }

    @Test("handlers of the same type replace each other without a word")
    func sameTypeIsFine() {
        let state = FlowState()
        let registration = IntRegistration()
        registration.register(on: state)
        let log = Recorder<Leaving<Int>>()
        let misuses = recordingMisuse {
            let handle = state.push(CheckoutLink.payment(total: 5)) { (d: Leaving<Int>) in log.record(d) }
            handle.finish(with: 7)
        }
        #expect(misuses.isEmpty)
        #expect(log.values == [Leaving(reason: .program, result: 7)])
        #expect(registration.results.values.isEmpty, "the push's handler replaced the registration's")
    }

    @Test("a value of the wrong type that still arrives is reported, and the handler learns the screen left")
    func wrongValueIsReportedNotDropped() {
        let state = FlowState()
        let registration = IntRegistration()
        registration.register(on: state)
        let log = Recorder<Leaving<String>>()
        let misuses = recordingMisuse {
            state.push(CheckoutLink.payment(total: 5)) { (d: Leaving<String>) in log.record(d) }
            registration.handle?.finish(with: 3)
        }
        #expect(misuses.count == 2, "one at the push, one as the Int arrives at the String handler")
        #expect(misuses.last?.message.contains("finished with a Int, but its result handler expects String") == true)
        #expect(state.path.isEmpty, "the screen finished")
        #expect(log.values == [Leaving(reason: .program, result: nil)])
    }

    @Test("a restored screen reconnected with a handler of another type than its registration's is reported")
    func setLeaveHandlerOfAnotherType() throws {
        let state = FlowState()
        let registration = IntRegistration()
        registration.register(on: state)
        state.path = FlowPath([CheckoutLink.payment(total: 5)])
        let id = try #require(state.topEntry?.id)
        let misuses = recordingMisuse {
            state.setLeaveHandler(for: id) { (_: Leaving<String>) in }
        }
        #expect(misuses.count == 1)
    }
}
