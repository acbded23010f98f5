/* SPDX-License-Identifier: MIT */
/*
 * unit.mux: the channel multiplexer of a VM's port (src/transport/vcl_mux.c), both ends in one
 * process over a socketpair (the "port"): channels opened by the guest side appear on the host
 * side as new connections; bytes arrive whole and in order both ways; a consumer that never reads
 * stalls only its own channel; a process that ends (its connection closed) ends the host's
 * connection and the other way round; channel numbers are reused after both CLOSEs; every frame
 * that breaks the rules ends the mux with its reason. Exits 0 or 1 and prints what it checked.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "vcl_mux.h"

#include "unit_check.h"

static int opened[64], nopened;

static int on_open(void *ctx, int ep)
{
	(void)ctx;
	if (nopened == 64)
		return -1;
	fcntl(ep, F_SETFL, O_NONBLOCK);
	opened[nopened++] = ep;
	return 0;
}

/* One turn of both ends' loops; -1 and *which = 'h' or 'g' when one ended. */
static int pump(struct vcl_mux *h, struct vcl_mux *g, char *which)
{
	struct pollfd pfd[2 * (1 + VCL_MUX_CHANNELS)];
	int nh = vcl_mux_fds(h, pfd, 1 + VCL_MUX_CHANNELS);
	int ng = vcl_mux_fds(g, pfd + nh, 1 + VCL_MUX_CHANNELS);

	poll(pfd, (nfds_t)(nh + ng), 5);
	if (vcl_mux_handle(h, pfd, nh)) {
		*which = 'h';
		return -1;
	}
	if (vcl_mux_handle(g, pfd + nh, ng)) {
		*which = 'g';
		return -1;
	}
	return 0;
}

static void pair(int sv[2])
{
	if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv))
		abort();
}

/* A raw guest writing frames by hand against a host mux: returns the host's reason. */
static const char *raw(const void *bytes, size_t len)
{
	static char why[200];
	int sv[2];
	struct vcl_mux *h;
	size_t off = 0;

	pair(sv);
	nopened = 0;
	h = vcl_mux_new(sv[0], true, on_open, NULL);
	fcntl(sv[1], F_SETFL, O_NONBLOCK);
	why[0] = 0;
	for (int turn = 0; turn < 2000 && !why[0]; turn++) {
		struct pollfd pfd[1 + VCL_MUX_CHANNELS];
		int n;
		if (off < len) {
			ssize_t w = write(sv[1], (const char *)bytes + off, len - off);
			if (w > 0)
				off += (size_t)w;
		}
		n = vcl_mux_fds(h, pfd, 1 + VCL_MUX_CHANNELS);
		poll(pfd, (nfds_t)n, 1);
		if (vcl_mux_handle(h, pfd, n))
			snprintf(why, sizeof(why), "%s", vcl_mux_why(h));
		if (off == len && turn > 50)
			break;
	}
	vcl_mux_free(h);
	close(sv[1]);
	for (int i = 0; i < nopened; i++)
		close(opened[i]);
	return why;
}

static size_t put(uint8_t *b, uint32_t chan, uint32_t kind, uint32_t len)
{
	struct vcl_mux_hdr hd = { chan, kind, len };
	memcpy(b, &hd, sizeof(hd));
	return sizeof(hd);
}

int main(void)
{
	enum { BIG = 1 << 20 };
	uint8_t *src = malloc(BIG), *dst = malloc(BIG), buf[4096];
	int port[2], cl[4][2];
	struct vcl_mux *h, *g;
	char which = 0;
	size_t got, sent;
	ssize_t n;

	for (size_t i = 0; i < BIG; i++)
		src[i] = (uint8_t)(i * 2654435761u >> 13);

	/* header checks, the one place */
	{
		struct vcl_mux_hdr ok = { 1, VCL_MUX_DATA, 1 }, b;
		CHECK(!vcl_mux_hdr_check(&ok), "DATA of 1 byte on channel 1 passes");
		b = ok, b.chan = 0;
		CHECK(vcl_mux_hdr_check(&b), "channel 0 refused");
		b = ok, b.chan = VCL_MUX_CHANNELS + 1;
		CHECK(vcl_mux_hdr_check(&b), "channel %u refused", VCL_MUX_CHANNELS + 1);
		b = ok, b.len = VCL_MUX_DATA_MAX + 1;
		CHECK(vcl_mux_hdr_check(&b), "DATA over %u bytes refused", VCL_MUX_DATA_MAX);
		b = ok, b.len = 0;
		CHECK(vcl_mux_hdr_check(&b), "empty DATA refused");
		b = ok, b.kind = VCL_MUX_OPEN;
		CHECK(vcl_mux_hdr_check(&b), "OPEN with a length refused");
		b = ok, b.kind = VCL_MUX_CREDIT, b.len = VCL_MUX_WINDOW + 1;
		CHECK(vcl_mux_hdr_check(&b), "CREDIT over the window refused");
		b = ok, b.kind = 77;
		CHECK(vcl_mux_hdr_check(&b), "unknown kind refused");
	}

	pair(port);
	h = vcl_mux_new(port[0], true, on_open, NULL);
	g = vcl_mux_new(port[1], false, NULL, NULL);
	for (int i = 0; i < 3; i++) {
		pair(cl[i]);
		fcntl(cl[i][1], F_SETFL, O_NONBLOCK);
		CHECK(vcl_mux_add(g, cl[i][0]) == 0, "guest: process %d's connection is a channel", i);
	}
	CHECK(vcl_mux_add(h, -1) == -EINVAL, "the host side opens no channel");
	for (int t = 0; t < 100 && nopened < 3; t++)
		pump(h, g, &which);
	CHECK(nopened == 3, "host: three new connections (%d)", nopened);
	CHECK(vcl_mux_channels(h) == 3 && vcl_mux_channels(g) == 3, "three channels open on each side");

	/* process 2 writes 1 MiB that its session never reads; process 0 sends 1 MiB through and
	 * gets it echoed back: channel 2's full window does not hold channel 0 up */
	got = sent = 0;
	size_t stuck = 0, echo_in = 0, echo_out = 0;
	for (int t = 0; t < 20000 && got < BIG; t++) {
		if (sent < BIG && (n = write(cl[0][1], src + sent, BIG - sent < 65536 ? BIG - sent : 65536)) > 0)
			sent += (size_t)n;
		if (stuck < BIG && (n = write(cl[2][1], src, BIG - stuck < 65536 ? BIG - stuck : 65536)) > 0)
			stuck += (size_t)n;
		/* the host's session 0 echoes */
		if ((n = read(opened[0], dst + echo_in, BIG - echo_in)) > 0)
			echo_in += (size_t)n;
		if (echo_out < echo_in && (n = write(opened[0], dst + echo_out, echo_in - echo_out)) > 0)
			echo_out += (size_t)n;
		while ((n = read(cl[0][1], buf, sizeof(buf))) > 0) {
			if (memcmp(buf, src + got, (size_t)n))
				break;
			got += (size_t)n;
		}
		if (pump(h, g, &which))
			break;
	}
	CHECK(got == BIG, "1 MiB through channel 0 and back, byte for byte (%zu)", got);
	CHECK(stuck < BIG, "channel 2, never read, took only what its window and buffers hold (%zu)",
	      stuck);
	CHECK(!which, "neither side ended (%s)", which ? vcl_mux_why(which == 'h' ? h : g) : "");

	/* a process dies: its session's connection ends */
	close(cl[1][1]);
	n = -1;
	for (int t = 0; t < 200 && n != 0; t++) {
		pump(h, g, &which);
		n = read(opened[1], buf, sizeof(buf));
	}
	CHECK(n == 0, "process 1 closed: its session reads the end of its stream");
	/* a session ends: the process's connection ends */
	close(opened[0]);
	n = -1;
	for (int t = 0; t < 200 && n != 0; t++) {
		pump(h, g, &which);
		n = read(cl[0][1], buf, sizeof(buf));
	}
	CHECK(n == 0, "session 0 ended: process 0 reads the end of its stream");
	for (int t = 0; t < 50; t++)
		pump(h, g, &which);
	CHECK(vcl_mux_channels(h) == 1 && vcl_mux_channels(g) == 1, "one channel left (%u, %u)",
	      vcl_mux_channels(h), vcl_mux_channels(g));
	/* the numbers come back: a new process gets channel 1 again and works */
	pair(cl[3]);
	fcntl(cl[3][1], F_SETFL, O_NONBLOCK);
	vcl_mux_add(g, cl[3][0]);
	for (int t = 0; t < 100 && nopened < 4; t++)
		pump(h, g, &which);
	CHECK(nopened == 4, "a later process's connection arrives");
	n = write(cl[3][1], "hello", 5);
	got = 0;
	for (int t = 0; t < 200 && got < 5; t++) {
		pump(h, g, &which);
		if ((n = read(opened[3], buf + got, 5 - got)) > 0)
			got += (size_t)n;
	}
	CHECK(got == 5 && !memcmp(buf, "hello", 5), "and its bytes arrive");
	CHECK(!which, "no side ended");
	/* the guest's end of the port goes (the broker killed): the host's mux ends, and with it
	 * the connections of its sessions */
	vcl_mux_free(g);
	{
		struct pollfd pfd[1 + VCL_MUX_CHANNELS];
		int ended = 0;
		for (int t = 0; t < 100 && !ended; t++) {
			int k = vcl_mux_fds(h, pfd, 1 + VCL_MUX_CHANNELS);
			poll(pfd, (nfds_t)k, 5);
			ended = vcl_mux_handle(h, pfd, k);
		}
		CHECK(ended && strstr(vcl_mux_why(h), "end of stream"),
		      "the port closed: the host's mux ends (\"%s\")", vcl_mux_why(h));
	}
	vcl_mux_free(h);
	n = -1;
	for (int t = 0; t < 100 && n != 0; t++)
		n = read(opened[3], buf, sizeof(buf));
	CHECK(n == 0, "and the session's connection reads its end");
	close(opened[3]);
	close(opened[1]);

	/* frames that break the rules end the host's mux, with the reason */
	{
		uint8_t b[64];
		size_t k;
		const char *why;
		k = put(b, 3, VCL_MUX_DATA, 4);
		memcpy(b + k, "abcd", 4);
		why = raw(b, k + 4);
		CHECK(strstr(why, "not open") != NULL, "DATA on a channel never opened: \"%s\"", why);
		k = put(b, 5, 99, 0);
		why = raw(b, k);
		CHECK(strstr(why, "unknown frame kind") != NULL, "an unknown kind: \"%s\"", why);
		k = put(b, 1, VCL_MUX_DATA, 0xfffffff0u);
		why = raw(b, k);
		CHECK(strstr(why, "DATA length") != NULL, "an absurd length: \"%s\"", why);
		k = put(b, 2, VCL_MUX_OPEN, 0);
		k += put(b + k, 2, VCL_MUX_OPEN, 0);
		why = raw(b, k);
		CHECK(strstr(why, "in use") != NULL, "a channel opened twice: \"%s\"", why);
		k = put(b, 2, VCL_MUX_OPEN, 0);
		k += put(b + k, 2, VCL_MUX_CREDIT, 1);
		why = raw(b, k);
		CHECK(strstr(why, "beyond its window") != NULL, "credit never owed: \"%s\"", why);
		k = put(b, 4, VCL_MUX_CLOSE, 0);
		why = raw(b, k);
		CHECK(strstr(why, "not open") != NULL, "CLOSE of a channel never opened: \"%s\"", why);
	}
	{
		/* 4 MiB on one channel whose session never reads, credits ignored */
		size_t len = 0, cap = 4u << 20;
		uint8_t *b = malloc(cap + 64 * 12 + 12);
		const char *why;
		len += put(b, 1, VCL_MUX_OPEN, 0);
		while (len + 12 + VCL_MUX_DATA_MAX <= cap) {
			len += put(b + len, 1, VCL_MUX_DATA, VCL_MUX_DATA_MAX);
			memset(b + len, 0x5a, VCL_MUX_DATA_MAX);
			len += VCL_MUX_DATA_MAX;
		}
		why = raw(b, len);
		CHECK(strstr(why, "beyond its window") != NULL, "a sender ignoring its credit: \"%s\"", why);
		free(b);
	}
	for (int i = 0; i < 4; i++)
		close(cl[i][1]);
	free(src);
	free(dst);
	printf("%s\n", failures ? "FAILED" : "all passed");
	return failures != 0;
}
