import Foundation
import SDKGenCore
import Testing

/// Answers that stream records are imported as `response: { stream: … }`: JSON Lines (Lichess's exports and event
/// streams, 33 operations) and server-sent events with a JSON schema.
///
/// Before, `application/x-ndjson` counted as JSON: an answer of several lines was decoded as one JSON value, which
/// fails on the second record.
@Suite(.serialized) struct OpenAPIStreamImportTests {
    @Test func jsonLinesAndEventStreamsBecomeStreamsAndJSONStaysJSON() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: Games, version: "1" }
            servers: [{ url: "https://games.example.com" }]
            paths:
              /games/export:
                get:
                  operationId: exportGames
                  responses:
                    "200":
                      description: One game per line.
                      content: { application/x-ndjson: { schema: { $ref: "#/components/schemas/Game" } } }
              /games/list:
                get:
                  operationId: listGames
                  responses:
                    "200":
                      description: Declared as the array of its lines.
                      content: { application/jsonl: { schema: { type: array, items: { $ref: "#/components/schemas/Game" } } } }
              /events:
                get:
                  operationId: streamEvents
                  responses:
                    "200":
                      description: Server-sent events of JSON data.
                      content: { text/event-stream: { schema: { $ref: "#/components/schemas/Game" } } }
              /games/seq:
                get:
                  operationId: sequenceGames
                  responses:
                    "200":
                      description: JSON text sequences.
                      content: { application/json-seq: { schema: { $ref: "#/components/schemas/Game" } } }
              /log:
                get:
                  operationId: tailLog
                  responses:
                    "200":
                      description: Events of plain text.
                      content: { text/event-stream: { schema: { type: string } } }
              /games/{id}:
                get:
                  operationId: getGame
                  parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
                  responses:
                    "200":
                      description: JSON by default, lines on request.
                      content:
                        application/json: { schema: { $ref: "#/components/schemas/Game" } }
                        application/x-ndjson: { schema: { $ref: "#/components/schemas/Game" } }
              /speech:
                post:
                  operationId: speak
                  responses:
                    "200":
                      description: Audio bytes, or events when the body asks for them (OpenAI's speech).
                      content:
                        application/octet-stream: { schema: { type: string, format: binary } }
                        text/event-stream: { schema: { $ref: "#/components/schemas/Game" } }
              /bulk:
                post:
                  operationId: bulk
                  requestBody:
                    content: { application/x-ndjson: { schema: { type: string } } }
                  responses: { "204": { description: Done } }
            components:
              schemas:
                Game:
                  type: object
                  required: [id]
                  properties: { id: { type: string }, moves: { type: string } }
            """
        let result = try ImportHarness.importValidated(document, module: "Games")
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(
            endpoints.contains("response: { stream: jsonl, of: Game, contentType: application/x-ndjson }"),
            "\(endpoints)")
        #expect(
            endpoints.contains("response: { stream: jsonl, of: Game, contentType: application/jsonl }"), "\(endpoints)")
        #expect(
            endpoints.contains(
                "      stream: sse\n      of: Game\n      terminator: '[DONE]'\n      contentType: text/event-stream\n"),
            "\(endpoints)")
        #expect(endpoints.contains("response: { raw: text, contentType: text/event-stream }"), "\(endpoints)")
        #expect(
            endpoints.contains("response: { stream: json-seq, of: Game, contentType: application/json-seq }"),
            "\(endpoints)")
        // A default answer of bytes (or JSON) stays the endpoint's; the stream offered on request is a second
        // endpoint, `…Stream`, with the same request (OpenAI's speech and chat completions).
        #expect(
            endpoints.contains(
                "  SpeakStream:\n    description: |-\n      POST /speech\n\n      The answer as a stream of records"),
            "\(endpoints)")
        #expect(
            endpoints.contains(
                "    path: speech\n    response:\n      stream: sse\n      of: Game\n      terminator: '[DONE]'"),
            "\(endpoints)")
        #expect(endpoints.contains("  GetGameStream:"), "\(endpoints)")
        #expect(endpoints.contains("response: { stream: jsonl, of: Game, contentType: application/x-ndjson }"))
        #expect(endpoints.contains("    path: speech\n    response: { raw: binary }\n"), "\(endpoints)")
        #expect(
            result.warnings.filter { $0.message.contains("imported as a second endpoint") }.count == 2,
            "\(result.warnings)")
        #expect(endpoints.contains("    response: Game\n"), "\(endpoints)")
        #expect(endpoints.contains("body: { raw: text, contentType: application/x-ndjson"), "\(endpoints)")
        try await ImportHarness.expectTypeChecks(result, module: "Games")
    }

    /// A body with a Boolean `stream`, the switch OpenAI-style APIs read: the `…Stream` endpoint sets it
    /// (`set: { stream: true }`, or a fixed `stream=true` in a multipart body), so a caller who forgets it still gets
    /// events; the default endpoint leaves it be.
    @Test func theStreamEndpointSetsTheBodysStreamSwitch() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: Chat, version: "1" }
            servers: [{ url: "https://chat.example.com/v1" }]
            paths:
              /chat/completions:
                post:
                  operationId: createChatCompletion
                  requestBody:
                    required: true
                    content: { application/json: { schema: { $ref: "#/components/schemas/ChatRequest" } } }
                  responses:
                    "200":
                      description: A completion, or events of its chunks when the body says so.
                      content:
                        application/json: { schema: { $ref: "#/components/schemas/Chunk" } }
                        text/event-stream: { schema: { $ref: "#/components/schemas/Chunk" } }
              /audio/transcriptions:
                post:
                  operationId: createTranscription
                  requestBody:
                    required: true
                    content:
                      multipart/form-data:
                        schema:
                          type: object
                          required: [file]
                          properties: { file: { type: string, format: binary }, stream: { type: boolean } }
                  responses:
                    "200":
                      description: A transcription, or events of it when the form says so.
                      content:
                        application/json: { schema: { $ref: "#/components/schemas/Chunk" } }
                        text/event-stream: { schema: { $ref: "#/components/schemas/Chunk" } }
            components:
              schemas:
                ChatRequest:
                  type: object
                  required: [prompt]
                  properties:
                    prompt: { type: string }
                    stream: { type: boolean, nullable: true, default: false }
                Chunk:
                  type: object
                  required: [text]
                  properties: { text: { type: string } }
            """
        let result = try ImportHarness.importValidated(document, module: "Chat")
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(
            endpoints.contains(
                "    body:\n      type: ChatRequest\n      swift: chatRequest\n      set: { stream: true }\n    response:\n"
                    + "      stream: sse"),
            "\(endpoints)")
        #expect(endpoints.components(separatedBy: "set: { stream: true }").count == 2, "\(endpoints)")
        // A form's or multipart body's `stream` member is a fixed value on the `…Stream` endpoint.
        #expect(endpoints.components(separatedBy: "stream: { const: 'true', in: multipart }").count == 2)
        #expect(endpoints.contains("stream: { type: bool, in: multipart }"), "\(endpoints)")
        try await ImportHarness.expectTypeChecks(result, module: "Chat")
    }

    /// A `text/event-stream` schema describing the whole event (`{event, data}`, Mistral's `ConversationEvents`) is
    /// read for its `data`: the record is the data's schema, not the event object, whose decoding from the data
    /// would have given records with every field missing.
    @Test func anEventObjectSchemaGivesItsDataAsTheRecord() async throws {
        let document = """
            openapi: 3.1.0
            info: { title: Chat, version: "1" }
            servers: [{ url: "https://chat.example.com" }]
            paths:
              /conversations:
                post:
                  operationId: startConversation
                  responses:
                    "200":
                      description: Events.
                      content: { text/event-stream: { schema: { $ref: "#/components/schemas/ConversationEvents" } } }
              /logs:
                get:
                  operationId: streamLogs
                  responses:
                    "200":
                      description: Events of text.
                      content:
                        text/event-stream:
                          schema: { type: object, properties: { event: { type: string }, data: { type: string } } }
            components:
              schemas:
                ConversationEvents:
                  type: object
                  properties:
                    event: { type: string, enum: [started, done] }
                    data:
                      oneOf: [{ $ref: "#/components/schemas/Started" }, { $ref: "#/components/schemas/Done" }]
                      discriminator: { propertyName: type }
                Started:
                  type: object
                  required: [type]
                  properties: { type: { type: string }, id: { type: string } }
                Done:
                  type: object
                  required: [type]
                  properties: { type: { type: string }, tokens: { type: integer } }
            """
        let result = try ImportHarness.importValidated(document, module: "Chat")
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        // The data's union (named after the event's property), not the event object.
        #expect(
            endpoints.contains("      stream: sse\n      of: ConversationEventsData\n      terminator: '[DONE]'\n"),
            "\(endpoints)")
        #expect(endpoints.contains("response: { raw: text, contentType: text/event-stream }"), "\(endpoints)")
        try await ImportHarness.expectTypeChecks(result, module: "Chat")
    }
}
