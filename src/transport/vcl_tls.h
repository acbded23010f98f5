/* SPDX-License-Identifier: MIT */
/*
 * TLS 1.3 for tcp: (src/transport/vcl_tls.c, GnuTLS). docs/design.md "TCP and TLS" says where
 * each part runs: the daemon does the handshake (it alone holds the server's key, the client CA
 * and the pre-shared keys), then hands the connection's traffic keys - and nothing else - to the
 * guest's session process, which runs the record layer (AEAD per RFC 8446 section 5.2) itself.
 * The client (front-end) does its handshake with GnuTLS and then runs the same record layer.
 */
#ifndef VCL_TLS_H
#define VCL_TLS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "vcl_transport.h"

/* One connection's traffic secrets after the handshake: per direction the AEAD key, the 12-byte
 * static IV and the next record's sequence number (RFC 8446 section 5.3). */
struct vcl_tls_keys {
	uint32_t cipher;  /* a gnutls_cipher_algorithm_t: AES-128-GCM, AES-256-GCM, CHACHA20-POLY1305 */
	uint32_t key_len; /* bytes of rkey and wkey used: 16 or 32 */
	uint8_t rkey[32], riv[12];
	uint8_t wkey[32], wiv[12];
	uint64_t rseq, wseq;
};

/* The session's end: a transport over the connected socket fd (ownership taken) that seals and
 * opens TLS 1.3 application-data records with k. A record header that is not application data
 * of at most 2^14 + 256 bytes, a record that does not authenticate, a record of another inner
 * type, or 2^24 records in one direction (no key update: RFC 8446 section 5.5's AES-GCM bound
 * is 2^24.5) end the stream with -EBADMSG (the session logs it); an alert with -EPIPE. NULL (fd
 * closed) if the cipher is not one of the three. */
struct vcl_transport *vcl_tls_record_transport_create(int fd, const struct vcl_tls_keys *k);
/* A whole operation's bound on such a transport, beside its per-wait timeout
 * (vcl_fd_transport_set_timeout): every send and receive fails with -ETIMEDOUT once
 * CLOCK_MONOTONIC (vcl_transport_now_ns) reaches deadline_ns, however the bytes trickle in or
 * out until then; 0: none. Other transports ignore it. */
void vcl_tls_record_set_deadline(struct vcl_transport *t, uint64_t deadline_ns);

/* How the client authenticates the server and itself (the front-end fills it from the
 * VIRTCL_TLS_* variables, README.md "Over the network"). NULL or "": not given. */
struct vcl_tls_client_opts {
	const char *ca;       /* PEM file of the CA(s) that sign the server's certificate (default:
			       * the system's trust store); the certificate must name the host */
	const char *cert;     /* PEM client certificate ... */
	const char *key;      /* ... and its key (default: in cert's file) */
	const char *psk_file; /* a pre-shared key instead: the first line "IDENTITY:HEXKEY"
			       * (psktool's format), which authenticates both ends */
	bool gnutls_records;  /* after the handshake keep GnuTLS's record layer, not ours */
};

/*
 * The client's end: a TLS 1.3 handshake on the connected socket fd (ownership taken) with the
 * server named host (DNS name or IP), authenticated as opts says. timeout_ms (> 0) bounds the
 * handshake and the transport's sends and receives until vcl_fd_transport_set_timeout changes
 * it. After the handshake the application data goes through vcl_tls_record_transport_create's
 * record layer (as in the session), or through GnuTLS's with opts->gnutls_records (e2e.tcp checks
 * the two against each other). Messages name the front-end's variables (VIRTCL_TLS_CA, ...).
 * 0 and *out, or a negative errno (-EACCES: the server was not authenticated or refused us; the
 * reason is printed on standard error; -EINVAL: the PSK file is malformed).
 */
int vcl_tls_client(int fd, const char *host, int timeout_ms, const struct vcl_tls_client_opts *opts,
		   struct vcl_transport **out);

/* ---- the daemon's end (handshake only) ---- */
struct vcl_tls_server;
struct vcl_tls_conn;

/* Server credentials: certificate and key (PEM; NULL: none), the CA whose certificates
 * authenticate clients (NULL: no client certificates), a psktool key file (NULL: no PSK). At
 * least one way for clients to authenticate must be given. 0, or -1 with *why set. */
int vcl_tls_server_new(struct vcl_tls_server **out, const char *cert, const char *key,
		       const char *client_ca, const char *psk_file, char *why, size_t whylen);

/* A handshake on the non-blocking socket fd (not owned). NULL on allocation failure. */
struct vcl_tls_conn *vcl_tls_conn_new(struct vcl_tls_server *srv, int fd);

/* Go on with the handshake: 1 done and the client authenticated, 0 wait until fd is ready for
 * *events (POLLIN/POLLOUT), -1 failed (why says how). */
int vcl_tls_conn_step(struct vcl_tls_conn *c, short *events, char *why, size_t whylen);

/* After the handshake: read up to len application bytes; >0 bytes, 0 none yet (wait for POLLIN),
 * -1 the connection failed or closed. */
long vcl_tls_conn_read(struct vcl_tls_conn *c, void *buf, size_t len);

/* The client's identity: "cn=...,o=..." (its certificate's subject DN) or "psk:IDENTITY". */
const char *vcl_tls_conn_identity(const struct vcl_tls_conn *c);

/* The traffic keys, for vcl_tls_record_transport_create in the session; -1 if application data
 * the daemon read ahead would be lost (the client sent more than its HELLO). */
int vcl_tls_conn_export(struct vcl_tls_conn *c, struct vcl_tls_keys *k);

/* ---- between daemons (virtcld --peer, docs/design.md "Directly between servers") ---- */

/* Let srv also accept the daemons' own pre-shared key, the first line IDENTITY:HEXKEY of psk_file
 * (--peer-psk-file), beside the guests' keys (the identity is looked up there first: it must be
 * no guest's). A connection authenticated with it has identity "psk:IDENTITY" and
 * vcl_tls_conn_peer true. 0, or -1 with why set (an unreadable or malformed file). */
int vcl_tls_server_peer_psk(struct vcl_tls_server *srv, const char *psk_file, char *why,
			    size_t whylen);

/* Whether the handshake is done and the client authenticated with the daemons' own key. */
bool vcl_tls_conn_peer(const struct vcl_tls_conn *c);

/*
 * The connecting daemon's end: a TLS 1.3 handshake as a client on the connected, blocking socket
 * fd (not owned, not closed) with the daemon at host (a name or an IP address), both ends
 * authenticated by the pre-shared key of psk_file's first line (only a PSK handshake counts);
 * then the len bytes at first (the HELLO) sent as application data; then the connection's
 * traffic keys in *k, for the session's record layer (vcl_tls_record_transport_create).
 * timeout_ms (> 0) bounds the handshake. 0, or a negative errno with why set: -EACCES the
 * handshake failed (a wrong key, not a virtcl daemon), -ETIMEDOUT, -EINVAL psk_file malformed.
 */
int vcl_tls_peer_connect(int fd, const char *host, int timeout_ms, const char *psk_file,
			 const void *first, size_t len, struct vcl_tls_keys *k, char *why,
			 size_t whylen);

/* Free the handshake state (sends nothing on fd). */
void vcl_tls_conn_free(struct vcl_tls_conn *c);

#endif
