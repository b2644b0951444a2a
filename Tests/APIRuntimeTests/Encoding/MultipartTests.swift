import Foundation
import Testing

@testable import APIRuntime

@Suite("Multipart bodies")
struct MultipartTests {
    func temporaryFile(_ contents: Data) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("multipart-\(UUID().uuidString).bin")
        try contents.write(to: url)
        return url
    }

    @Test func bytesWithTextDataAndFileParts() throws {
        let fileBytes = Data((0..<300).map { UInt8($0 % 251) })
        let url = try temporaryFile(fileBytes)
        defer { try? FileManager.default.removeItem(at: url) }
        let parameters: Parameters = [
            Parameter(name: "contentType", value: .string("review")),
            Parameter(name: "tags", value: .list([.string("a"), .string("b")]), arrayEncoding: .bracketed),
            Parameter(
                name: "blob",
                value: .file(FilePayload(source: .data(Data("xyz".utf8)), filename: "b.txt", contentType: "text/plain"))
            ),
            Parameter(
                name: "photo",
                value: .file(FilePayload(source: .file(url), filename: "p.jpg", contentType: "image/jpeg"))),
        ]
        let multipart = try MultipartFormDataBodyParameters(parameters, boundary: "BOUNDARY")
        #expect(multipart.contentType == "multipart/form-data; boundary=BOUNDARY")
        let body = try multipart.makeBody()
        guard case .stream(let stream) = body else {
            Issue.record("a file part must stream")
            return
        }
        #expect(stream.segments.contains(.file(url, offset: 0, length: 300)))
        var expected = Data()
        let head: [String] = [
            "--BOUNDARY\r\nContent-Disposition: form-data; name=\"contentType\"\r\n\r\nreview\r\n",
            "--BOUNDARY\r\nContent-Disposition: form-data; name=\"tags[]\"\r\n\r\na\r\n",
            "--BOUNDARY\r\nContent-Disposition: form-data; name=\"tags[]\"\r\n\r\nb\r\n",
            "--BOUNDARY\r\nContent-Disposition: form-data; name=\"blob\"; filename=\"b.txt\"\r\n",
            "Content-Type: text/plain\r\n\r\nxyz\r\n",
            "--BOUNDARY\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"p.jpg\"\r\n",
            "Content-Type: image/jpeg\r\n\r\n",
        ]
        expected.append(contentsOf: head.joined().utf8)
        expected.append(fileBytes)
        expected.append(contentsOf: "\r\n--BOUNDARY--\r\n".utf8)
        #expect(body.contentLength == Int64(expected.count))
        #expect(try body.collect() == expected)

        // Small chunks read the file piecewise and give the same bytes.
        let reader = stream.makeReader(chunkSize: 7)
        var chunked = Data()
        var largest = 0
        while let chunk = try reader.nextChunk() {
            largest = max(largest, chunk.count)
            chunked.append(chunk)
        }
        #expect(chunked == expected)
        #expect(largest <= 7)
        reader.rewind()
        #expect(try reader.nextChunk(maxLength: 10) == Data("--BOUNDARY".utf8))
    }

    @Test func asyncIterationYieldsTheSameBytes() async throws {
        let url = try temporaryFile(Data(repeating: 0x41, count: 100))
        defer { try? FileManager.default.removeItem(at: url) }
        let stream = BodyStream(segments: [.data(Data("h".utf8)), .file(url, offset: 10, length: 50)], chunkSize: 16)
        var collected = Data()
        for try await chunk in stream { collected.append(chunk) }
        #expect(collected == Data("h".utf8) + Data(repeating: 0x41, count: 50))
    }

    @Test func fileShorterThanAnnouncedFailsTyped() throws {
        let url = try temporaryFile(Data(repeating: 1, count: 4))
        defer { try? FileManager.default.removeItem(at: url) }
        let stream = BodyStream(segments: [.file(url, offset: 0, length: 10)])
        #expect(throws: TransportError(.bodyRead, "\(url.path) ended before its announced length")) {
            try stream.collect()
        }
    }

    @Test func missingFileIsAnInvalidRequest() throws {
        let url = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString)")
        let multipart = MultipartFormDataBodyParameters(parts: [
            .file("f", FilePayload(source: .file(url), filename: "x"))
        ])
        #expect(throws: CallFailure.self) { try multipart.makeBody() }
    }

    @Test func namesAndFilenamesAreEscaped() throws {
        let part = MultipartFormDataBodyParameters.Part(
            name: "a\"b", filename: "evil\"\r\nname.txt", contentType: "text/plain", source: .data(Data()))
        let body = MultipartFormDataBodyParameters(parts: [part], boundary: "B")
        let text = String(decoding: try body.makeBody().collect(), as: UTF8.self)
        #expect(text.contains("name=\"a%22b\"; filename=\"evil%22%0D%0Aname.txt\"\r\n"))
    }

    @Test func delimitedListsAreOnePart() throws {
        let list = ParameterValue.list([.string("a b"), .string("c|d"), .integer(3)])
        let parameters: Parameters = [
            Parameter(name: "comma", value: list, arrayEncoding: .commaSeparated),
            Parameter(name: "space", value: list, arrayEncoding: .spaceDelimited),
            Parameter(name: "pipe", value: list, arrayEncoding: .pipeDelimited),
        ]
        let body = try MultipartFormDataBodyParameters(parameters, boundary: "B")
        let text = String(decoding: try body.makeBody().collect(), as: UTF8.self)
        #expect(text.contains("name=\"comma\"\r\n\r\na b,c|d,3\r\n"))
        #expect(text.contains("name=\"space\"\r\n\r\na b c|d 3\r\n"))
        #expect(text.contains("name=\"pipe\"\r\n\r\na b|c|d|3\r\n"))
    }

    @Test func nonASCIIFilenames() throws {
        let part = MultipartFormDataBodyParameters.Part.file(
            "f", FilePayload(source: .data(Data()), filename: "résumé.pdf"))
        let plain = MultipartFormDataBodyParameters(parts: [part], boundary: "B")
        #expect(String(decoding: try plain.makeBody().collect(), as: UTF8.self).contains("filename=\"résumé.pdf\"\r\n"))
        let extended = MultipartFormDataBodyParameters(parts: [part], boundary: "B", includesExtendedFilename: true)
        #expect(
            String(decoding: try extended.makeBody().collect(), as: UTF8.self)
                .contains("filename=\"résumé.pdf\"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf\r\n"))
    }

    @Test func randomBoundaryAvoidsPartContents() throws {
        let multipart = MultipartFormDataBodyParameters(parts: [.text("a", "x")])
        #expect(multipart.boundary.hasPrefix("SchemaSDK-"))
        #expect(multipart.boundary.count == "SchemaSDK-".count + 32)
        let other = MultipartFormDataBodyParameters(parts: [.text("a", "x")])
        #expect(multipart.boundary != other.boundary)
        #expect(
            MultipartFormDataBodyParameters.collides(Data("SchemaSDK-1".utf8), with: [.text("a", "xxSchemaSDK-1yy")]))
        #expect(!MultipartFormDataBodyParameters.collides(Data(multipart.boundary.utf8), with: multipart.parts))
    }

    @Test func givenBoundaryThatCollidesIsRejected() {
        let multipart = MultipartFormDataBodyParameters(parts: [.text("a", "--XX--")], boundary: "XX")
        #expect(throws: CallFailure.self) { try multipart.makeBody() }
    }

    @Test func makeBodyParametersPicksTheEncoding() throws {
        let parameters: Parameters = [Parameter(name: "a", value: .string("b"))]
        #expect(makeBodyParameters(parameters, encoding: .json).contentType == "application/json")
        #expect(
            makeBodyParameters(parameters, encoding: .form).contentType.hasPrefix("application/x-www-form-urlencoded"))
        #expect(
            makeBodyParameters(parameters, encoding: .multipart).contentType.hasPrefix("multipart/form-data; boundary=")
        )
    }
}
