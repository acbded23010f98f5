/* SPDX-License-Identifier: MIT */
/* TLS 1.3 over tcp: (vcl_tls.h): the client (GnuTLS), the daemon's handshake (GnuTLS), and the
 * session's record layer (GnuTLS's AEAD ciphers, RFC 8446 section 5.2). */
#define _GNU_SOURCE
#include "vcl_tls.h"

#include <arpa/inet.h>
#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include <gnutls/crypto.h>
#include <gnutls/gnutls.h>
#include <gnutls/x509.h>

/* TLS 1.3 only, AEAD ciphers the record layer below implements, forward-secret PSK modes only */
#define VCL_TLS_PRIORITY                                                                           \
	"NORMAL:-VERS-ALL:+VERS-TLS1.3:-CIPHER-ALL:+AES-128-GCM:+AES-256-GCM:+CHACHA20-POLY1305:"   \
	"+ECDHE-PSK:+DHE-PSK"

#define REC_MAX     16384u              /* plaintext bytes per record (RFC 8446 5.1) */
#define REC_TAG     16u
#define REC_HDR     5u
#define REC_CT_MAX  (REC_MAX + 256u)    /* ciphertext bytes per record (RFC 8446 5.2) */
#define REC_SEQ_MAX (1ull << 24)        /* records per direction and key (RFC 8446 5.5) */
#define REC_IN_CAP  (256u << 10)
#define REC_OUT_CAP (16u * (REC_HDR + REC_MAX + 1 + REC_TAG))

static bool cipher_ok(uint32_t c, uint32_t key_len)
{
	return (c == GNUTLS_CIPHER_AES_128_GCM && key_len == 16) ||
	       (c == GNUTLS_CIPHER_AES_256_GCM && key_len == 32) ||
	       (c == GNUTLS_CIPHER_CHACHA20_POLY1305 && key_len == 32);
}

/* ---- the record layer (the session's end) ----------------------------------------------------- */

struct rec_transport {
	struct vcl_transport base;
	int fd;
	int timeout_ms;
	uint64_t deadline_ns; /* vcl_tls_record_set_deadline: 0 none */
	gnutls_aead_cipher_hd_t rh, wh;
	uint8_t riv[12], wiv[12];
	uint64_t rseq, wseq;
	uint8_t *in;          /* ciphertext read: in[in_off..in_len) not yet opened */
	size_t in_off, in_len;
	uint8_t *plain;       /* the last opened record: plain[p_off..p_len) not yet handed out */
	size_t p_off, p_len;
	uint8_t *pt, *out;    /* sendv: one record's plaintext, sealed records waiting to be written */
	uint64_t spin_ns;     /* poll this long for ciphertext before sleeping (0: sleep at once) */
};

static void nonce(const uint8_t iv[12], uint64_t seq, uint8_t n[12])
{
	memcpy(n, iv, 12);
	for (int i = 0; i < 8; i++)
		n[11 - i] ^= (uint8_t)(seq >> (8 * i));
}

static int wait_fd(int fd, short ev, int timeout_ms)
{
	struct pollfd p = { .fd = fd, .events = ev };
	int r;

	if (timeout_ms <= 0)
		return 0;
	do
		r = poll(&p, 1, timeout_ms);
	while (r < 0 && errno == EINTR);
	return r == 0 ? -ETIMEDOUT : 0;
}

/* -ETIMEDOUT once rt's deadline passed, else 0 */
static int rec_late(const struct rec_transport *rt)
{
	return rt->deadline_ns && vcl_transport_now_ns() >= rt->deadline_ns ? -ETIMEDOUT : 0;
}

/* Wait for ev on rt's socket up to its timeout, and never past its deadline: 0, or -ETIMEDOUT. */
static int rec_wait(const struct rec_transport *rt, short ev)
{
	int ms = rt->timeout_ms;

	if (rt->deadline_ns) {
		uint64_t now = vcl_transport_now_ns(), left;
		if (now >= rt->deadline_ns)
			return -ETIMEDOUT;
		left = (rt->deadline_ns - now + 999999) / 1000000;
		if (ms <= 0 || left < (uint64_t)ms)
			ms = left > INT_MAX ? INT_MAX : (int)left;
	}
	return wait_fd(rt->fd, ev, ms);
}

static int write_all(const struct rec_transport *rt, const uint8_t *p, size_t n)
{
	while (n) {
		int e = rec_wait(rt, POLLOUT);
		ssize_t w;
		if (e)
			return e;
		w = send(rt->fd, p, n, MSG_NOSIGNAL);
		if (w < 0) {
			if (errno == EINTR)
				continue;
			return -errno;
		}
		p += w;
		n -= (size_t)w;
	}
	return 0;
}

#define REC_SLICES 64 /* pieces of the caller's buffers one record may gather (more: copied) */

/* Seal the plaintext slices pv[0..npv) (n bytes; the last slice is the inner content type) as
 * one application-data record at out + *o: the cipher reads the caller's buffers directly. */
static int seal(struct rec_transport *rt, const giovec_t *pv, int npv, size_t n, size_t *o)
{
	uint8_t *h = rt->out + *o, nc[12];
	size_t clen = n + REC_TAG;
	giovec_t aad = { h, REC_HDR };

	if (rt->wseq >= REC_SEQ_MAX)
		return -EBADMSG;
	h[0] = 23;
	h[1] = 3;
	h[2] = 3;
	h[3] = (uint8_t)(clen >> 8);
	h[4] = (uint8_t)clen;
	nonce(rt->wiv, rt->wseq, nc);
	if (gnutls_aead_cipher_encryptv(rt->wh, nc, 12, &aad, 1, REC_TAG, pv, npv, h + REC_HDR,
					&clen) < 0)
		return -EPROTO;
	rt->wseq++;
	*o += REC_HDR + clen;
	return 0;
}

static int rec_sendv(struct vcl_transport *t, const struct iovec *iov, int n)
{
	static uint8_t type = 23; /* TLSInnerPlaintext: the content, then its type; no padding */
	struct rec_transport *rt = (struct rec_transport *)t;
	giovec_t pv[REC_SLICES + 1];
	size_t fill = 0, o = 0, copied = 0;
	int npv = 0, e = 0;

	for (int i = 0; i <= n && !e; i++) {
		const uint8_t *p = i < n ? iov[i].iov_base : NULL;
		size_t left = i < n ? iov[i].iov_len : 0;
		while (!e && (left || (i == n && fill))) {
			size_t k = left < REC_MAX - fill ? left : REC_MAX - fill;
			if (k) {
				if (npv < REC_SLICES - 1) {
					pv[npv++] = (giovec_t){ (void *)p, k };
				} else {
					/* many small slices: the rest of this record is copied */
					if (npv == REC_SLICES - 1) {
						pv[npv++] = (giovec_t){ rt->pt, 0 };
						copied = 0;
					}
					memcpy(rt->pt + copied, p, k);
					copied += k;
					pv[npv - 1].iov_len = copied;
				}
			}
			fill += k;
			p += k;
			left -= k;
			if (fill == REC_MAX || (i == n && fill)) {
				pv[npv++] = (giovec_t){ &type, 1 };
				e = seal(rt, pv, npv, fill + 1, &o);
				fill = 0;
				npv = 0;
				if (!e && o + REC_HDR + REC_MAX + 1 + REC_TAG > REC_OUT_CAP) {
					e = write_all(rt, rt->out, o);
					o = 0;
				}
			}
		}
	}
	if (!e && o)
		e = write_all(rt, rt->out, o);
	return e;
}

/* One read of ciphertext polled for up to spin_ns, as the fd transports poll (a reply within
 * microseconds is taken without a sleep and a wake-up): what read(2) returns, or -1 with EAGAIN
 * when nothing came within the poll (none when spin_ns is 0). */
static ssize_t spin_read(struct rec_transport *rt)
{
	uint64_t until = 0, now;
	ssize_t r;

	if (!rt->spin_ns) {
		errno = EAGAIN;
		return -1;
	}
	for (;;) {
		r = recv(rt->fd, rt->in + rt->in_len, REC_IN_CAP - rt->in_len, MSG_DONTWAIT);
		if (r >= 0 || (errno != EAGAIN && errno != EWOULDBLOCK))
			return r;
		now = vcl_transport_now_ns();
		if (!until)
			until = now + rt->spin_ns;
		else if (now >= until)
			return -1; /* errno: EAGAIN */
		vcl_cpu_relax();
	}
}

/* Open the next record: into dst if it has room for the record's whole inner plaintext (cap
 * bytes; then *direct = its content's length), else into rt->plain (*direct = SIZE_MAX). 0, or a
 * negative errno (the stream is then over; dst may hold bytes that did not authenticate). */
static int open_record(struct rec_transport *rt, uint8_t *dst, size_t cap, size_t *direct)
{
	size_t len, plen;
	uint8_t nc[12], *h, *out;

	for (;;) {
		size_t have = rt->in_len - rt->in_off;
		if (have >= REC_HDR) {
			h = rt->in + rt->in_off;
			len = (size_t)h[3] << 8 | h[4];
			/* every length from the wire is checked here, once */
			if (h[0] != 23 || h[1] != 3 || h[2] != 3 || len < 1 + REC_TAG || len > REC_CT_MAX)
				return -EBADMSG;
			if (have >= REC_HDR + len)
				break;
		}
		if (rt->in_off && rt->in_off + REC_HDR + REC_CT_MAX > REC_IN_CAP) {
			memmove(rt->in, rt->in + rt->in_off, have);
			rt->in_off = 0;
			rt->in_len = have;
		}
		int late = rec_late(rt); /* a trickle that never makes the wait time out */
		if (late)
			return late;
		ssize_t r = spin_read(rt);
		if (r < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
			/* nothing came within the poll: sleep until it does */
			int e = rec_wait(rt, POLLIN);
			if (e)
				return e;
			r = read(rt->fd, rt->in + rt->in_len, REC_IN_CAP - rt->in_len);
		}
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0)
			return -errno;
		if (r == 0)
			return -EPIPE;
		rt->in_len += (size_t)r;
	}
	if (rt->rseq >= REC_SEQ_MAX)
		return -EBADMSG;
	nonce(rt->riv, rt->rseq, nc);
	/* the caller's buffer, when the whole inner plaintext fits: one copy less */
	out = dst && cap >= len - REC_TAG ? dst : rt->plain;
	plen = out == dst ? cap : REC_CT_MAX;
	if (gnutls_aead_cipher_decrypt(rt->rh, nc, 12, h, REC_HDR, REC_TAG, h + REC_HDR, len,
				       out, &plen) < 0)
		return -EBADMSG; /* forged, replayed, reordered or cut */
	rt->rseq++;
	rt->in_off += REC_HDR + len;
	while (plen && out[plen - 1] == 0)
		plen--; /* padding */
	if (!plen)
		return -EBADMSG;
	plen--;
	if (out[plen] == 21)
		return -EPIPE; /* an alert: close_notify or an error, the end either way */
	if (out[plen] != 23 || plen > REC_MAX)
		return -EBADMSG; /* a handshake message (key update, ...): not supported */
	if (out == dst) {
		*direct = plen;
		return 0;
	}
	*direct = SIZE_MAX;
	rt->p_off = 0;
	rt->p_len = plen;
	return 0;
}

static int rec_recv(struct vcl_transport *t, void *buf, size_t len)
{
	struct rec_transport *rt = (struct rec_transport *)t;
	uint8_t *p = buf;

	while (len) {
		size_t k;
		if (rt->p_off == rt->p_len) {
			size_t direct = SIZE_MAX;
			int e = open_record(rt, p, len, &direct);
			if (e)
				return e;
			if (direct != SIZE_MAX) {
				/* opened in place; what follows its content there is overwritten next */
				p += direct;
				len -= direct;
			}
			continue;
		}
		k = rt->p_len - rt->p_off < len ? rt->p_len - rt->p_off : len;
		memcpy(p, rt->plain + rt->p_off, k);
		rt->p_off += k;
		p += k;
		len -= k;
	}
	return 0;
}

static void rec_shutdown(struct vcl_transport *t)
{
	shutdown(((struct rec_transport *)t)->fd, SHUT_RDWR);
}

static void rec_destroy(struct vcl_transport *t)
{
	struct rec_transport *rt = (struct rec_transport *)t;

	close(rt->fd);
	if (rt->rh)
		gnutls_aead_cipher_deinit(rt->rh);
	if (rt->wh)
		gnutls_aead_cipher_deinit(rt->wh);
	free(rt->in);
	free(rt->plain);
	free(rt->pt);
	free(rt->out);
	free(rt);
}

static void rec_set_timeout(struct vcl_transport *t, int ms)
{
	((struct rec_transport *)t)->timeout_ms = ms;
}

static int rec_fd(struct vcl_transport *t)
{
	return ((struct rec_transport *)t)->fd;
}

static void rec_set_spin(struct vcl_transport *t, uint64_t ns)
{
	((struct rec_transport *)t)->spin_ns = ns;
}

static const struct vcl_transport_ops rec_ops = {
	.name = "tls",
	.sendv = rec_sendv,
	.recv = rec_recv,
	.shutdown = rec_shutdown,
	.destroy = rec_destroy,
	.set_timeout = rec_set_timeout,
	.fd = rec_fd,
	.set_spin = rec_set_spin,
};

void vcl_tls_record_set_deadline(struct vcl_transport *t, uint64_t deadline_ns)
{
	if (t->ops == &rec_ops)
		((struct rec_transport *)t)->deadline_ns = deadline_ns;
}

struct vcl_transport *vcl_tls_record_transport_create(int fd, const struct vcl_tls_keys *k)
{
	struct rec_transport *rt = calloc(1, sizeof(*rt));
	gnutls_datum_t rk = { (unsigned char *)k->rkey, k->key_len };
	gnutls_datum_t wk = { (unsigned char *)k->wkey, k->key_len };

	if (!rt || !cipher_ok(k->cipher, k->key_len)) {
		free(rt);
		close(fd);
		return NULL;
	}
	rt->base.ops = &rec_ops;
	rt->fd = fd;
	memcpy(rt->riv, k->riv, 12);
	memcpy(rt->wiv, k->wiv, 12);
	rt->rseq = k->rseq;
	rt->wseq = k->wseq;
	rt->in = malloc(REC_IN_CAP);
	rt->plain = malloc(REC_CT_MAX);
	rt->pt = malloc(REC_MAX + 1);
	rt->out = malloc(REC_OUT_CAP);
	if (!rt->in || !rt->plain || !rt->pt || !rt->out ||
	    gnutls_aead_cipher_init(&rt->rh, (gnutls_cipher_algorithm_t)k->cipher, &rk) < 0 ||
	    gnutls_aead_cipher_init(&rt->wh, (gnutls_cipher_algorithm_t)k->cipher, &wk) < 0) {
		rec_destroy(&rt->base);
		return NULL;
	}
	return &rt->base;
}

/* ---- the client (GnuTLS handshake) ------------------------------------------------------------ */

static int export_keys(gnutls_session_t s, struct vcl_tls_keys *k);

struct cli_transport {
	struct vcl_transport base;
	gnutls_session_t s;
	gnutls_certificate_credentials_t xcred;
	gnutls_psk_client_credentials_t pcred;
	int fd;
};

static int cli_err(struct cli_transport *ct, int r)
{
	switch (r) {
	case GNUTLS_E_FATAL_ALERT_RECEIVED:
		/* in TLS 1.3 a client learns that the server refused its certificate only now */
		fprintf(stderr, "virtcl: TLS: the server ended the connection: %s\n",
			gnutls_alert_get_name(gnutls_alert_get(ct->s)));
		return -EACCES;
	case GNUTLS_E_TIMEDOUT: return -ETIMEDOUT;
	case GNUTLS_E_PUSH_ERROR: case GNUTLS_E_PULL_ERROR: return errno ? -errno : -EPIPE;
	case GNUTLS_E_PREMATURE_TERMINATION: return -EPIPE;
	default: return -EPROTO;
	}
}

static int cli_send(struct cli_transport *ct, const uint8_t *p, size_t n)
{
	while (n) {
		ssize_t w = gnutls_record_send(ct->s, p, n);
		if (w == GNUTLS_E_AGAIN || w == GNUTLS_E_INTERRUPTED)
			continue;
		if (w < 0)
			return cli_err(ct, (int)w);
		p += w;
		n -= (size_t)w;
	}
	return 0;
}

static int cli_sendv(struct vcl_transport *t, const struct iovec *iov, int n)
{
	struct cli_transport *ct = (struct cli_transport *)t;
	size_t total = 0;
	int e = 0;

	for (int i = 0; i < n; i++)
		total += iov[i].iov_len;
	if (n > 1 && total <= (64u << 10)) {
		/* a call's header and payload in one record: one write, one record to open */
		ssize_t r;
		gnutls_record_cork(ct->s);
		for (int i = 0; i < n; i++)
			gnutls_record_send(ct->s, iov[i].iov_base, iov[i].iov_len);
		do
			r = gnutls_record_uncork(ct->s, GNUTLS_RECORD_WAIT);
		while (r == GNUTLS_E_AGAIN || r == GNUTLS_E_INTERRUPTED);
		return r < 0 ? cli_err(ct, (int)r) : 0;
	}
	for (int i = 0; i < n && !e; i++)
		e = cli_send(ct, iov[i].iov_base, iov[i].iov_len);
	return e;
}

static int cli_recv(struct vcl_transport *t, void *buf, size_t len)
{
	struct cli_transport *ct = (struct cli_transport *)t;
	uint8_t *p = buf;

	while (len) {
		ssize_t r = gnutls_record_recv(ct->s, p, len);
		if (r == GNUTLS_E_AGAIN || r == GNUTLS_E_INTERRUPTED)
			continue;
		if (r == 0)
			return -EPIPE;
		if (r < 0)
			return cli_err(ct, (int)r);
		p += r;
		len -= (size_t)r;
	}
	return 0;
}

static void cli_shutdown(struct vcl_transport *t)
{
	shutdown(((struct cli_transport *)t)->fd, SHUT_RDWR);
}

static void cli_destroy(struct vcl_transport *t)
{
	struct cli_transport *ct = (struct cli_transport *)t;

	gnutls_deinit(ct->s);
	if (ct->xcred)
		gnutls_certificate_free_credentials(ct->xcred);
	if (ct->pcred)
		gnutls_psk_free_client_credentials(ct->pcred);
	close(ct->fd);
	free(ct);
}

static void cli_set_timeout(struct vcl_transport *t, int ms)
{
	struct cli_transport *ct = (struct cli_transport *)t;
	struct timeval tv = { ms / 1000, (ms % 1000) * 1000 };

	gnutls_record_set_timeout(ct->s, (unsigned)ms);
	setsockopt(ct->fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof(tv));
}

static int cli_fd(struct vcl_transport *t)
{
	return ((struct cli_transport *)t)->fd;
}

static const struct vcl_transport_ops cli_ops = {
	.name = "tls-client",
	.sendv = cli_sendv,
	.recv = cli_recv,
	.shutdown = cli_shutdown,
	.destroy = cli_destroy,
	.set_timeout = cli_set_timeout,
	.fd = cli_fd,
};

/* The first line of a psktool file: "IDENTITY:HEXKEY". */
static int read_psk(const char *path, char *user, size_t ulen, char *hex, size_t hlen)
{
	char line[1024], *colon;
	FILE *f = fopen(path, "re");

	if (!f)
		return -errno;
	if (!fgets(line, sizeof(line), f)) {
		fclose(f);
		return -EINVAL;
	}
	fclose(f);
	line[strcspn(line, "\r\n")] = 0;
	colon = strchr(line, ':');
	if (!colon || colon == line || (size_t)(colon - line) >= ulen || strlen(colon + 1) >= hlen ||
	    !colon[1] || strspn(colon + 1, "0123456789abcdefABCDEF") != strlen(colon + 1))
		return -EINVAL;
	*colon = 0;
	strcpy(user, line);
	strcpy(hex, colon + 1);
	explicit_bzero(line, sizeof(line));
	return 0;
}

int vcl_tls_client(int fd, const char *host, int timeout_ms, const struct vcl_tls_client_opts *opts,
		   struct vcl_transport **out)
{
	struct cli_transport *ct = calloc(1, sizeof(*ct));
	const char *ca = opts->ca, *cert = opts->cert, *key = opts->key, *psk = opts->psk_file;
	const char *what = "setting up";
	int r;

	if (!ct) {
		close(fd);
		return -ENOMEM;
	}
	ct->base.ops = &cli_ops;
	ct->fd = fd;
	if ((r = gnutls_init(&ct->s, GNUTLS_CLIENT)) < 0)
		goto fail;
	if ((r = gnutls_priority_set_direct(ct->s, VCL_TLS_PRIORITY, NULL)) < 0 ||
	    (r = gnutls_certificate_allocate_credentials(&ct->xcred)) < 0)
		goto fail;
	what = ca && *ca ? "VIRTCL_TLS_CA" : "the system's trust store";
	r = ca && *ca ? gnutls_certificate_set_x509_trust_file(ct->xcred, ca, GNUTLS_X509_FMT_PEM)
		      : gnutls_certificate_set_x509_system_trust(ct->xcred);
	if (r < 0 || (ca && *ca && r == 0)) {
		r = r < 0 ? r : GNUTLS_E_NO_CERTIFICATE_FOUND;
		goto fail;
	}
	if (cert && *cert) {
		what = "VIRTCL_TLS_CERT/VIRTCL_TLS_KEY";
		if ((r = gnutls_certificate_set_x509_key_file(ct->xcred, cert, key && *key ? key : cert,
							      GNUTLS_X509_FMT_PEM)) < 0)
			goto fail;
	}
	if ((r = gnutls_credentials_set(ct->s, GNUTLS_CRD_CERTIFICATE, ct->xcred)) < 0)
		goto fail;
	if (psk && *psk) {
		char user[256], hex[256];
		gnutls_datum_t k = { (unsigned char *)hex, 0 };
		what = "VIRTCL_TLS_PSK_FILE";
		r = read_psk(psk, user, sizeof(user), hex, sizeof(hex));
		if (r) {
			fprintf(stderr, "virtcl: VIRTCL_TLS_PSK_FILE=%s: %s (expected a line "
					"IDENTITY:HEXKEY, as psktool writes)\n", psk, strerror(-r));
			cli_destroy(&ct->base);
			return -EINVAL;
		}
		k.size = (unsigned)strlen(hex);
		r = gnutls_psk_allocate_client_credentials(&ct->pcred);
		if (r >= 0)
			r = gnutls_psk_set_client_credentials(ct->pcred, user, &k, GNUTLS_PSK_KEY_HEX);
		explicit_bzero(hex, sizeof(hex));
		if (r < 0 || (r = gnutls_credentials_set(ct->s, GNUTLS_CRD_PSK, ct->pcred)) < 0)
			goto fail;
	}
	/* the server's certificate must chain to the CA and name host (a DNS name or an IP) */
	what = "the handshake";
	{
		unsigned char a[16];
		if (inet_pton(AF_INET, host, a) != 1 && inet_pton(AF_INET6, host, a) != 1)
			gnutls_server_name_set(ct->s, GNUTLS_NAME_DNS, host, strlen(host));
	}
	gnutls_session_set_verify_cert(ct->s, host, 0);
	gnutls_transport_set_int(ct->s, fd);
	if (timeout_ms > 0)
		gnutls_handshake_set_timeout(ct->s, (unsigned)timeout_ms);
	do
		r = gnutls_handshake(ct->s);
	while (r < 0 && !gnutls_error_is_fatal(r));
	if (r < 0) {
		if (r == GNUTLS_E_CERTIFICATE_VERIFICATION_ERROR) {
			gnutls_datum_t txt;
			unsigned st = gnutls_session_get_verify_cert_status(ct->s);
			if (gnutls_certificate_verification_status_print(
				    st, GNUTLS_CRT_X509, &txt, 0) == 0) {
				fprintf(stderr, "virtcl: TLS: the server %s is not trusted: %s\n", host,
					txt.data);
				gnutls_free(txt.data);
			}
			cli_destroy(&ct->base);
			return -EACCES;
		}
		goto fail;
	}
	if (!opts->gnutls_records) {
		/* the application data goes through the same record layer as the session's (fewer
		 * system calls, opened in place); opts->gnutls_records (the front-end's
		 * VIRTCL_TLS_GNUTLS_RECORDS=1) keeps GnuTLS's (the tests use it to check ours
		 * against an independent implementation) */
		struct vcl_tls_keys k;
		struct vcl_transport *rt;
		if (export_keys(ct->s, &k) == 0 &&
		    (rt = vcl_tls_record_transport_create(dup(fd), &k)) != NULL) {
			explicit_bzero(&k, sizeof(k));
			vcl_fd_transport_set_timeout(rt, timeout_ms > 0 ? timeout_ms : 0);
			cli_destroy(&ct->base);
			*out = rt;
			return 0;
		}
		explicit_bzero(&k, sizeof(k));
	}
	if (timeout_ms > 0)
		cli_set_timeout(&ct->base, timeout_ms);
	*out = &ct->base;
	return 0;
fail:
	fprintf(stderr, "virtcl: TLS with %s: %s: %s\n", host, what, gnutls_strerror(r));
	r = r == GNUTLS_E_TIMEDOUT ? -ETIMEDOUT : r == GNUTLS_E_PULL_ERROR || r == GNUTLS_E_PUSH_ERROR ||
		r == GNUTLS_E_PREMATURE_TERMINATION ? -ECONNRESET : -EACCES;
	cli_destroy(&ct->base);
	return r;
}

/* ---- the daemon's handshake ------------------------------------------------------------------- */

struct vcl_tls_server {
	gnutls_certificate_credentials_t xcred;
	gnutls_psk_server_credentials_t pcred;
	bool client_certs;
	/* vcl_tls_server_peer_psk: the daemons' own key beside the guests' (psk_file) */
	char *psk_file;
	char peer_user[256];
	uint8_t peer_key[64];
	unsigned peer_key_len;
};

struct vcl_tls_conn {
	gnutls_session_t s;
	struct vcl_tls_server *srv;
	bool done;
	bool peer;            /* authenticated with the daemons' own key (vcl_tls_server_peer_psk) */
	char identity[200];
};

int vcl_tls_server_new(struct vcl_tls_server **out, const char *cert, const char *key,
		       const char *client_ca, const char *psk_file, char *why, size_t whylen)
{
	struct vcl_tls_server *s = calloc(1, sizeof(*s));
	int r = 0;

	if (!s) {
		snprintf(why, whylen, "out of memory");
		return -1;
	}
	if (!client_ca && !psk_file) {
		snprintf(why, whylen, "no way for clients to authenticate: give --tls-ca (client "
				      "certificates) or --tls-psk-file");
		goto fail;
	}
	if (client_ca && (!cert || !key)) {
		snprintf(why, whylen, "client certificates (--tls-ca) need the server's own "
				      "--tls-cert and --tls-key");
		goto fail;
	}
	if (cert || key) {
		if (!cert || !key) {
			snprintf(why, whylen, "--tls-cert and --tls-key go together");
			goto fail;
		}
		if ((r = gnutls_certificate_allocate_credentials(&s->xcred)) < 0 ||
		    (r = gnutls_certificate_set_x509_key_file(s->xcred, cert, key,
							      GNUTLS_X509_FMT_PEM)) < 0) {
			snprintf(why, whylen, "--tls-cert %s / --tls-key %s: %s", cert, key,
				 gnutls_strerror(r));
			goto fail;
		}
		if (client_ca) {
			r = gnutls_certificate_set_x509_trust_file(s->xcred, client_ca,
								   GNUTLS_X509_FMT_PEM);
			if (r <= 0) {
				snprintf(why, whylen, "--tls-ca %s: %s", client_ca,
					 r < 0 ? gnutls_strerror(r) : "no certificate in it");
				goto fail;
			}
			s->client_certs = true;
		}
	}
	if (psk_file) {
		FILE *f;
		s->psk_file = strdup(psk_file); /* psk_lookup's, once a peer key is added */
		f = fopen(psk_file, "re");
		if (!f) {
			snprintf(why, whylen, "--tls-psk-file %s: %s", psk_file, strerror(errno));
			goto fail;
		}
		fclose(f);
		if ((r = gnutls_psk_allocate_server_credentials(&s->pcred)) < 0 ||
		    (r = gnutls_psk_set_server_credentials_file(s->pcred, psk_file)) < 0) {
			snprintf(why, whylen, "--tls-psk-file %s: %s", psk_file, gnutls_strerror(r));
			goto fail;
		}
	}
	*out = s;
	return 0;
fail:
	if (s->xcred)
		gnutls_certificate_free_credentials(s->xcred);
	if (s->pcred)
		gnutls_psk_free_server_credentials(s->pcred);
	free(s);
	return -1;
}

/* The key of a PSK identity: the daemons' own (vcl_tls_server_peer_psk) first, then a line of the
 * guests' psktool file (read again each time, as GnuTLS's own lookup does, so an edited file
 * applies to the next handshake). GnuTLS's gnutls_psk_server_credentials_function2. */
static int psk_lookup(gnutls_session_t s, const gnutls_datum_t *user, gnutls_datum_t *key)
{
	struct vcl_tls_conn *c = gnutls_session_get_ptr(s);
	struct vcl_tls_server *srv = c ? c->srv : NULL;
	char line[1024];
	FILE *f;
	int r = -1;

	if (!srv)
		return -1;
	if (srv->peer_key_len && user->size == strlen(srv->peer_user) &&
	    !memcmp(user->data, srv->peer_user, user->size)) {
		if (!(key->data = gnutls_malloc(srv->peer_key_len)))
			return -1;
		memcpy(key->data, srv->peer_key, srv->peer_key_len);
		key->size = srv->peer_key_len;
		c->peer = true;
		return 0;
	}
	if (!srv->psk_file || !(f = fopen(srv->psk_file, "re")))
		return -1;
	while (r && fgets(line, sizeof(line), f)) {
		char *colon = strchr(line, ':');
		gnutls_datum_t hex;
		size_t n;
		line[strcspn(line, "\r\n")] = 0;
		if (!colon || (size_t)(colon - line) != user->size ||
		    memcmp(line, user->data, user->size))
			continue;
		hex = (gnutls_datum_t){ (unsigned char *)colon + 1, (unsigned)strlen(colon + 1) };
		n = hex.size / 2;
		if (!n || !(key->data = gnutls_malloc(n)))
			break;
		key->size = (unsigned)n;
		if (gnutls_hex_decode(&hex, key->data, &n) < 0) {
			gnutls_free(key->data);
			key->data = NULL;
			break;
		}
		key->size = (unsigned)n;
		r = 0;
	}
	explicit_bzero(line, sizeof(line));
	fclose(f);
	return r;
}

int vcl_tls_server_peer_psk(struct vcl_tls_server *srv, const char *psk_file, char *why,
			    size_t whylen)
{
	char hex[256];
	gnutls_datum_t h;
	size_t n = sizeof(srv->peer_key);
	int r = read_psk(psk_file, srv->peer_user, sizeof(srv->peer_user), hex, sizeof(hex));

	if (r) {
		snprintf(why, whylen, "--peer-psk-file %s: %s (expected a line IDENTITY:HEXKEY, as "
				      "psktool writes)", psk_file, strerror(-r));
		return -1;
	}
	h = (gnutls_datum_t){ (unsigned char *)hex, (unsigned)strlen(hex) };
	r = gnutls_hex_decode(&h, srv->peer_key, &n);
	explicit_bzero(hex, sizeof(hex));
	if (r < 0 || !n) {
		snprintf(why, whylen, "--peer-psk-file %s: the key is not hexadecimal", psk_file);
		return -1;
	}
	srv->peer_key_len = (unsigned)n;
	if (!srv->pcred && gnutls_psk_allocate_server_credentials(&srv->pcred) < 0) {
		snprintf(why, whylen, "out of memory");
		return -1;
	}
	gnutls_psk_set_server_credentials_function2(srv->pcred, psk_lookup);
	return 0;
}

bool vcl_tls_conn_peer(const struct vcl_tls_conn *c)
{
	return c->done && c->peer;
}

int vcl_tls_peer_connect(int fd, const char *host, int timeout_ms, const char *psk_file,
			 const void *first, size_t len, struct vcl_tls_keys *k, char *why,
			 size_t whylen)
{
	gnutls_session_t s = NULL;
	gnutls_psk_client_credentials_t pcred = NULL;
	char user[256], hex[256];
	gnutls_datum_t key;
	int r;

	memset(k, 0, sizeof(*k));
	if ((r = read_psk(psk_file, user, sizeof(user), hex, sizeof(hex)))) {
		snprintf(why, whylen, "--peer-psk-file %s: %s", psk_file, strerror(-r));
		return -EINVAL;
	}
	key = (gnutls_datum_t){ (unsigned char *)hex, (unsigned)strlen(hex) };
	if ((r = gnutls_init(&s, GNUTLS_CLIENT | GNUTLS_NO_TICKETS)) < 0 ||
	    (r = gnutls_priority_set_direct(s, VCL_TLS_PRIORITY, NULL)) < 0 ||
	    (r = gnutls_psk_allocate_client_credentials(&pcred)) < 0 ||
	    (r = gnutls_psk_set_client_credentials(pcred, user, &key, GNUTLS_PSK_KEY_HEX)) < 0 ||
	    (r = gnutls_credentials_set(s, GNUTLS_CRD_PSK, pcred)) < 0) {
		snprintf(why, whylen, "TLS set-up: %s", gnutls_strerror(r));
		r = -ENOMEM;
		goto out;
	}
	{
		unsigned char a[16];
		if (inet_pton(AF_INET, host, a) != 1 && inet_pton(AF_INET6, host, a) != 1)
			gnutls_server_name_set(s, GNUTLS_NAME_DNS, host, strlen(host));
	}
	gnutls_transport_set_int(s, fd);
	if (timeout_ms > 0)
		gnutls_handshake_set_timeout(s, (unsigned)timeout_ms);
	do
		r = gnutls_handshake(s);
	while (r < 0 && !gnutls_error_is_fatal(r));
	/* only the pre-shared key authenticates the peer: a handshake that ended otherwise (a
	 * certificate the client never checks) is no peer */
	if (r >= 0 && (gnutls_protocol_get_version(s) != GNUTLS_TLS1_3 ||
		       gnutls_auth_get_type(s) != GNUTLS_CRD_PSK))
		r = GNUTLS_E_INSUFFICIENT_CREDENTIALS;
	if (r < 0) {
		snprintf(why, whylen, "TLS handshake: %s", gnutls_strerror(r));
		r = r == GNUTLS_E_TIMEDOUT ? -ETIMEDOUT : -EACCES;
		goto out;
	}
	for (size_t off = 0; off < len;) {
		ssize_t w = gnutls_record_send(s, (const uint8_t *)first + off, len - off);
		if (w == GNUTLS_E_AGAIN || w == GNUTLS_E_INTERRUPTED)
			continue;
		if (w < 0) {
			snprintf(why, whylen, "sending: %s", gnutls_strerror((int)w));
			r = -ECONNRESET;
			goto out;
		}
		off += (size_t)w;
	}
	if (export_keys(s, k)) {
		snprintf(why, whylen, "the connection's keys cannot be handed on");
		r = -EPROTO;
		goto out;
	}
	r = 0;
out:
	explicit_bzero(hex, sizeof(hex));
	if (r)
		explicit_bzero(k, sizeof(*k));
	if (s)
		gnutls_deinit(s);
	if (pcred)
		gnutls_psk_free_client_credentials(pcred);
	return r;
}

struct vcl_tls_conn *vcl_tls_conn_new(struct vcl_tls_server *srv, int fd)
{
	struct vcl_tls_conn *c = calloc(1, sizeof(*c));

	if (!c)
		return NULL;
	c->srv = srv;
	/* no session tickets: nothing but application data follows the handshake, so the session's
	 * record layer never sees a handshake message */
	if (gnutls_init(&c->s, GNUTLS_SERVER | GNUTLS_NONBLOCK | GNUTLS_NO_TICKETS) < 0) {
		free(c);
		return NULL;
	}
	if (gnutls_priority_set_direct(c->s, VCL_TLS_PRIORITY, NULL) < 0 ||
	    (srv->xcred && gnutls_credentials_set(c->s, GNUTLS_CRD_CERTIFICATE, srv->xcred) < 0) ||
	    (srv->pcred && gnutls_credentials_set(c->s, GNUTLS_CRD_PSK, srv->pcred) < 0)) {
		vcl_tls_conn_free(c);
		return NULL;
	}
	if (srv->client_certs)
		gnutls_certificate_server_set_request(c->s, GNUTLS_CERT_REQUIRE);
	gnutls_session_set_ptr(c->s, c); /* psk_lookup's */
	gnutls_transport_set_int(c->s, fd);
	return c;
}

/* Who the client is, once the handshake is done; false if it did not authenticate. */
static bool authenticate(struct vcl_tls_conn *c, char *why, size_t whylen)
{
	gnutls_credentials_type_t kind = gnutls_auth_get_type(c->s);

	if (gnutls_protocol_get_version(c->s) != GNUTLS_TLS1_3) {
		snprintf(why, whylen, "not TLS 1.3");
		return false;
	}
	if (kind == GNUTLS_CRD_PSK) {
		gnutls_datum_t u = { 0 };
		if (gnutls_psk_server_get_username2(c->s, &u) < 0 || !u.size) {
			snprintf(why, whylen, "no PSK identity");
			return false;
		}
		snprintf(c->identity, sizeof(c->identity), "psk:%.*s", (int)u.size, u.data);
		return true;
	}
	if (kind == GNUTLS_CRD_CERTIFICATE && c->srv->client_certs) {
		unsigned status = ~0u, n = 0;
		const gnutls_datum_t *der = gnutls_certificate_get_peers(c->s, &n);
		gnutls_x509_crt_t crt;
		gnutls_datum_t dn = { 0 };
		if (!der || !n || gnutls_certificate_verify_peers2(c->s, &status) < 0 || status) {
			snprintf(why, whylen, "no client certificate that --tls-ca signed");
			return false;
		}
		if (gnutls_x509_crt_init(&crt) < 0)
			return false;
		if (gnutls_x509_crt_import(crt, &der[0], GNUTLS_X509_FMT_DER) < 0 ||
		    gnutls_x509_crt_get_dn3(crt, &dn, 0) < 0) {
			gnutls_x509_crt_deinit(crt);
			snprintf(why, whylen, "an unreadable client certificate");
			return false;
		}
		snprintf(c->identity, sizeof(c->identity), "%.*s", (int)dn.size, dn.data);
		gnutls_free(dn.data);
		gnutls_x509_crt_deinit(crt);
		return true;
	}
	snprintf(why, whylen, "the client did not authenticate (no client certificate, no PSK)");
	return false;
}

int vcl_tls_conn_step(struct vcl_tls_conn *c, short *events, char *why, size_t whylen)
{
	int r;

	if (c->done)
		return 1;
	r = gnutls_handshake(c->s);
	if (r == GNUTLS_E_AGAIN || r == GNUTLS_E_INTERRUPTED) {
		*events = gnutls_record_get_direction(c->s) ? POLLOUT : POLLIN;
		return 0;
	}
	if (r < 0) {
		snprintf(why, whylen, "TLS handshake: %s", gnutls_strerror(r));
		return -1;
	}
	if (!authenticate(c, why, whylen))
		return -1;
	c->done = true;
	return 1;
}

long vcl_tls_conn_read(struct vcl_tls_conn *c, void *buf, size_t len)
{
	ssize_t r = gnutls_record_recv(c->s, buf, len);

	if (r == GNUTLS_E_AGAIN || r == GNUTLS_E_INTERRUPTED)
		return 0;
	return r > 0 ? (long)r : -1;
}

const char *vcl_tls_conn_identity(const struct vcl_tls_conn *c)
{
	return c->identity;
}

int vcl_tls_conn_export(struct vcl_tls_conn *c, struct vcl_tls_keys *k)
{
	memset(k, 0, sizeof(*k));
	if (!c->done)
		return -1;
	return export_keys(c->s, k);
}

/* The traffic keys of an established TLS 1.3 session; -1 if it holds application data not yet
 * read (it would be lost) or the cipher is not one the record layer has. */
static int export_keys(gnutls_session_t s, struct vcl_tls_keys *k)
{
	gnutls_datum_t key, iv;
	unsigned char seq[8];
	gnutls_cipher_algorithm_t alg = gnutls_cipher_get(s);

	memset(k, 0, sizeof(*k));
	if (gnutls_protocol_get_version(s) != GNUTLS_TLS1_3 || gnutls_record_check_pending(s))
		return -1;
	k->cipher = (uint32_t)alg;
	for (int dir = 0; dir < 2; dir++) {
		/* dir 1: what we read (the client's keys), 0: what we write */
		if (gnutls_record_get_state(s, (unsigned)dir, NULL, &iv, &key, seq) < 0 ||
		    key.size > 32 || iv.size != 12)
			return -1;
		k->key_len = key.size;
		memcpy(dir ? k->rkey : k->wkey, key.data, key.size);
		memcpy(dir ? k->riv : k->wiv, iv.data, 12);
		uint64_t sn = 0;
		for (int i = 0; i < 8; i++)
			sn = sn << 8 | seq[i];
		*(dir ? &k->rseq : &k->wseq) = sn;
	}
	return cipher_ok(k->cipher, k->key_len) ? 0 : -1;
}

void vcl_tls_conn_free(struct vcl_tls_conn *c)
{
	if (!c)
		return;
	gnutls_deinit(c->s);
	free(c);
}
