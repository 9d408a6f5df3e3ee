import Testing

@testable import vml

/// The mailbox hands messages over in order and answers for cancellations.
@Suite struct LSPMailboxTests {
    @Test func takesInOrderThenNilOnceClosed() throws {
        let mailbox = LSPMailbox()
        for id in 1...3 { mailbox.post(try LSPMessage(body: Array(#"{"id":\#(id),"method":"x"}"#.utf8))) }
        mailbox.close()
        #expect(mailbox.take()?.id == .number(1))
        #expect(mailbox.take()?.id == .number(2))
        #expect(mailbox.take()?.id == .number(3))
        #expect(mailbox.take() == nil)
    }

    @Test func aCancellationIsTakenOnce() {
        let mailbox = LSPMailbox()
        mailbox.cancel(.string("a"))
        #expect(mailbox.takeCancellation(of: .string("a")))
        #expect(!mailbox.takeCancellation(of: .string("a")))
        #expect(!mailbox.takeCancellation(of: .number(1)))
    }

    @Test func rememberedCancellationsAreBounded() {
        let mailbox = LSPMailbox()
        for id in 0...LSPMailbox.maximumCancellations { mailbox.cancel(.number(id)) }
        #expect(!mailbox.takeCancellation(of: .number(0)))
        #expect(mailbox.takeCancellation(of: .number(LSPMailbox.maximumCancellations)))
    }
}
