import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// A minimal loopback fake of the eTilbudsavis session and shopping-list reads for the probe: a session for
/// user 41, `lists` lists of `itemsPerList` items each, pre-rendered, and an echo for `PUT`.
final class ProbeServer: Sendable {
    let port: Int
    private let channel: any Channel

    private init(port: Int, channel: any Channel) {
        self.port = port
        self.channel = channel
    }

    static func start(lists: Int, itemsPerList: Int) async throws -> ProbeServer {
        let routes = ProbeRoutes(lists: lists, itemsPerList: itemsPerList)
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                    try channel.pipeline.syncOperations.addHandler(ProbeHandler(routes: routes))
                }
            }
            .bind(host: "127.0.0.1", port: 0).get()
        return ProbeServer(port: channel.localAddress?.port ?? 0, channel: channel)
    }

    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/v2/")! }

    func stop() async {
        try? await channel.close()
    }
}

/// The answers, rendered once.
struct ProbeRoutes: Sendable {
    let listsJSON: Data
    let itemsJSON: [String: Data]

    init(lists: Int, itemsPerList: Int) {
        let stamp = "2024-01-01T10:00:00+0000"
        var listObjects: [[String: Any]] = []
        var items: [String: Data] = [:]
        for index in 0..<lists {
            let listID = String(format: "00000000-0000-4000-8000-%012d", index)
            listObjects.append([
                "id": listID, "ern": "ern:shopping:list:\(listID)", "name": "List \(index)", "access": "private",
                "modified": stamp, "previous_id": "00000000-0000-0000-0000-000000000000",
                "shares": [["user": ["email": "ann@example.com", "name": "Ann"], "access": "owner", "accepted": true]],
            ])
            var previous = "00000000-0000-0000-0000-000000000000"
            var itemObjects: [[String: Any]] = []
            for number in 0..<itemsPerList {
                let itemID = String(format: "10000000-%04d-4000-8000-%012d", index, number)
                itemObjects.append([
                    "id": itemID, "ern": "ern:shopping:item:\(itemID)", "description": "Item \(number)",
                    "count": 1 + number % 3, "tick": number % 5 == 0, "offer_id": NSNull(), "creator": "Ann",
                    "shopping_list_id": listID, "modified": stamp, "previous_id": previous,
                    "meta": ["eta_comment": "note \(number)"],
                ])
                previous = itemID
            }
            items[listID] = try! JSONSerialization.data(withJSONObject: itemObjects)
        }
        listsJSON = try! JSONSerialization.data(withJSONObject: listObjects)
        itemsJSON = items
    }

    func answer(method: HTTPMethod, path: String, body: Data) -> (HTTPResponseStatus, Data) {
        let parts = path.split(separator: "?").first.map { $0.split(separator: "/").map(String.init) } ?? []
        switch (method, parts.count) {
        case (.POST, 2) where parts[1] == "sessions": return (.created, session(user: false))
        case (.PUT, 2) where parts[1] == "sessions": return (.ok, session(user: true))
        case (.GET, 4) where parts[3] == "shoppinglists": return (.ok, listsJSON)
        case (.GET, 6) where parts[5] == "items": return (.ok, itemsJSON[parts[4]] ?? Data("[]".utf8))
        case (.PUT, _): return (.ok, body)
        default: return (.notFound, Data(#"{"id":"x","code":4000,"message":"no"}"#.utf8))
        }
    }

    private func session(user: Bool) -> Data {
        let userJSON =
            user ? #"{"id":41,"ern":"ern:user:41","name":"Ann","email":"ann@example.com"}"# : "null"
        let permissions =
            user
            ? #"{"guest":["api.public"],"user":["api.users.41.read","api.users.41.update"]}"# : #"{"guest":["api.public"]}"#
        return Data(
            (#"{"token":"probe-token","reference":"r","expires":"2030-01-01T00:00:00+0000","user":"# + userJSON
                + #","permissions":"# + permissions + #","provider":null,"client_id":"probe"}"#).utf8)
    }
}

/// Collects one request and answers it from the routes.
final class ProbeHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let routes: ProbeRoutes
    private var head: HTTPRequestHead?
    private var body = Data()

    init(routes: ProbeRoutes) {
        self.routes = routes
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            self.head = head
            body = Data()
        case .body(var chunk):
            body.append(contentsOf: chunk.readBytes(length: chunk.readableBytes) ?? [])
        case .end:
            guard let head else { return }
            let (status, payload) = routes.answer(method: head.method, path: head.uri, body: body)
            var headers = HTTPHeaders()
            headers.add(name: "Content-Type", value: "application/json")
            headers.add(name: "Content-Length", value: String(payload.count))
            context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
            context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: payload)))), promise: nil)
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}
