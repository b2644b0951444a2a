import CCurlShim
import Foundation

/// The C callbacks libcurl calls on the loop's thread; `userdata` is the unretained ``CurlTransfer``.
enum CurlCallbacks {
    /// `CURLOPT_WRITEFUNCTION`: body bytes; returning less than offered aborts the transfer, `CURL_WRITEFUNC_PAUSE`
    /// pauses it (a stream whose reader is behind) with the bytes kept for later.
    static let write: curl_write_callback = { pointer, size, count, userdata in
        guard let userdata else { return 0 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(userdata).takeUnretainedValue()
        let length = size * count
        guard length > 0, let pointer else { return length }
        if transfer.pausesForReader() { return Int(CURL_WRITEFUNC_PAUSE) }
        let accepted = transfer.receiveBody(UnsafeRawBufferPointer(start: pointer, count: length))
        return accepted ? length : 0
    }

    /// `CURLOPT_HEADERFUNCTION`: one header line at a time, status lines included.
    static let header: curl_write_callback = { pointer, size, count, userdata in
        guard let userdata else { return 0 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(userdata).takeUnretainedValue()
        let length = size * count
        guard length > 0, let pointer else { return length }
        let accepted = transfer.receiveHeaderLine(UnsafeRawBufferPointer(start: pointer, count: length))
        return accepted ? length : 0
    }

    /// `CURLOPT_READFUNCTION`: fills the upload buffer from the body reader.
    static let read: curl_read_callback = { pointer, size, count, userdata in
        guard let userdata, let pointer else { return Int(CURL_READFUNC_ABORT) }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(userdata).takeUnretainedValue()
        let buffer = UnsafeMutableRawBufferPointer(start: pointer, count: size * count)
        guard let written = transfer.sendBody(into: buffer) else { return Int(CURL_READFUNC_ABORT) }
        return written
    }

    /// `CURLOPT_SEEKFUNCTION`: only rewinding to the start is supported (resends after redirects).
    static let seek: curl_seek_callback = { userdata, offset, origin in
        guard let userdata, offset == 0, origin == SEEK_SET else { return Int32(CURL_SEEKFUNC_CANTSEEK) }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(userdata).takeUnretainedValue()
        return transfer.rewindBody() ? Int32(CURL_SEEKFUNC_OK) : Int32(CURL_SEEKFUNC_FAIL)
    }
}
