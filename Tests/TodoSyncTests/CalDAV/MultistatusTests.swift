import Testing
import TodoCalDAV

/// WebDAV answers as Radicale 3.1.8 and Xandikos 0.2.8 write them (docs/caldav-notes.md):
/// the same answer with different prefixes, the sync token first or last, members deleted since
/// the token as a bare 404, calendar data with entities and CRLF.
@Suite struct MultistatusTests {
    static let radicale = """
        <?xml version='1.0' encoding='utf-8'?>
        <multistatus xmlns="DAV:"><sync-token>http://radicale.org/ns/sync/db2e0555</sync-token>\
        <response><href>/alice/todos/rich2.ics</href><status>HTTP/1.1 404 Not Found</status></response>\
        <response><href>/alice/todos/t1.ics</href><propstat><prop><getetag>"2d26"</getetag></prop>\
        <status>HTTP/1.1 200 OK</status></propstat></response></multistatus>
        """

    static let xandikos = """
        <?xml version='1.0' encoding='utf-8'?>
        <ns0:multistatus xmlns:ns0="DAV:"><ns0:response><ns0:href>/user/calendars/todos/t1.ics</ns0:href>\
        <ns0:propstat><ns0:status>HTTP/1.1 200 OK</ns0:status><ns0:prop><ns0:getetag>"6558"</ns0:getetag>\
        </ns0:prop></ns0:propstat></ns0:response><ns0:response><ns0:href>/user/calendars/todos/rich2.ics</ns0:href>\
        <ns0:status>HTTP/1.1 404 Not Found</ns0:status></ns0:response>\
        <ns0:sync-token>ae4423fea231573dd53ab2567fdc26cd3f98a7ca</ns0:sync-token></ns0:multistatus>
        """

    @Test func aSyncCollectionAnswerReadsTheSameFromBothServers() throws {
        let radicale = try Multistatus(Array(Self.radicale.utf8))
        let xandikos = try Multistatus(Array(Self.xandikos.utf8))
        #expect(radicale.syncToken == "http://radicale.org/ns/sync/db2e0555")
        #expect(xandikos.syncToken == "ae4423fea231573dd53ab2567fdc26cd3f98a7ca")
        for (answer, base) in [(radicale, "/alice/todos/"), (xandikos, "/user/calendars/todos/")] {
            let deleted = try #require(answer.responses.first { $0.href == base + "rich2.ics" })
            #expect(deleted.status == 404)
            #expect(deleted.property(DAVNamespace.dav, "getetag") == nil)
            let changed = try #require(answer.responses.first { $0.href == base + "t1.ics" })
            #expect(changed.status == nil)
            #expect(changed.property(DAVNamespace.dav, "getetag")?.text.hasPrefix("\"") == true)
        }
    }

    /// A property the server does not have comes in a propstat of its own with a 404, and is
    /// not read as found; calendar data keeps its entities' characters, with LF line breaks.
    @Test func propstatsAndCalendarData() throws {
        let body = """
            <d:multistatus xmlns:d="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
              <d:response>
                <d:href>/alice/</d:href>
                <d:propstat><d:prop><C:calendar-home-set><d:href>/alice/</d:href></C:calendar-home-set></d:prop>
                  <d:status>HTTP/1.1 200 OK</d:status></d:propstat>
                <d:propstat><d:prop><d:displayname/></d:prop><d:status>HTTP/1.1 404 Not Found</d:status></d:propstat>
              </d:response>
              <d:response><d:href>/alice/todos/a.ics</d:href><d:propstat><d:prop>
                <C:calendar-data>BEGIN:VCALENDAR\r\nSUMMARY:milk &amp; eggs &lt;3 &#233;&#x20AC;\r\nEND:VCALENDAR\r\n</C:calendar-data>
                <d:getetag>"e1"</d:getetag></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>
              <!-- a comment -->
            </d:multistatus>
            """
        let answer = try Multistatus(Array(body.utf8))
        let principal = answer.responses[0]
        #expect(
            principal.property(DAVNamespace.caldav, "calendar-home-set")?.child(DAVNamespace.dav, "href")?.text
                == "/alice/")
        #expect(principal.property(DAVNamespace.dav, "displayname") == nil)
        let data = answer.responses[1].property(DAVNamespace.caldav, "calendar-data")?.text
        #expect(data == "BEGIN:VCALENDAR\nSUMMARY:milk & eggs <3 é€\nEND:VCALENDAR\n")
        #expect(answer.syncToken == nil)
    }

    /// CDATA, a namespace redeclared inside, and single-quoted attributes.
    @Test func namespacesAreScoped() throws {
        let body = """
            <a:multistatus xmlns:a='DAV:'><a:response><x:href xmlns:x="DAV:">/h</x:href>\
            <a:propstat><a:prop><b:getctag xmlns:b="http://calendarserver.org/ns/"><![CDATA["1<2"]]></b:getctag>\
            </a:prop></a:propstat></a:response></a:multistatus>
            """
        let response = try #require(try Multistatus(Array(body.utf8)).responses.first)
        #expect(response.href == "/h")
        #expect(response.property(DAVNamespace.calendarServer, "getctag")?.text == "\"1<2\"")
    }

    @Test(arguments: [
        "<multistatus xmlns=\"DAV:\"><response></multistatus>",
        "<multistatus xmlns=\"DAV:\">",
        "<x:multistatus/>",
        "<multistatus xmlns=\"DAV:\">&bogus;</multistatus>",
        "",
        "not xml",
    ])
    func brokenAnswersAreErrors(body: String) {
        #expect(throws: DAVError.self) { try Multistatus(Array(body.utf8)) }
    }

    @Test func anotherRootIsNotAMultistatus() {
        #expect(throws: DAVError(.notMultistatus, "the root is DAV: error")) {
            try Multistatus(Array("<error xmlns=\"DAV:\"><valid-sync-token/></error>".utf8))
        }
    }
}
