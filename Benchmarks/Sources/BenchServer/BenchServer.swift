import NIOCore
import NIOHTTP1
import NIOPosix

/// A keep-alive HTTP/1.1 server on 127.0.0.1 for the transport and upload benchmarks.
///
/// `GET` answers with a fixed JSON document of `--payload-bytes` bytes (4096 by default); any request
/// with a body (the multipart upload) is read and discarded, and answered with a small JSON document
/// giving the number of body bytes received. Connections stay open until the client closes them.
///
///     BenchServer [--port-file PATH] [--payload-bytes 4096] [--threads 1]
///
/// The chosen ephemeral port is printed on standard output and written to `--port-file`.
@main
struct BenchServer {
    static func main() async throws {
        let options = try ServerOptions(arguments: Array(CommandLine.arguments.dropFirst()))
        let payload = ByteBuffer(bytes: JSONPayload.make(byteCount: options.payloadBytes))
        let group = MultiThreadedEventLoopGroup(numberOfThreads: options.threads)
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.backlog, value: 256)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: true)
                    try channel.pipeline.syncOperations.addHandler(BenchHandler(payload: payload))
                }
            }
        let channel = try await bootstrap.bind(host: "127.0.0.1", port: options.port).get()
        let port = channel.localAddress?.port ?? 0
        print("BenchServer listening on 127.0.0.1:\(port)")
        if let portFile = options.portFile {
            try String(port).write(toFile: portFile, atomically: true, encoding: .utf8)
        }
        try await channel.closeFuture.get()
        try await group.shutdownGracefully()
    }
}
