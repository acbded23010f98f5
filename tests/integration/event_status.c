/* SPDX-License-Identifier: MIT */
/*
 * An event's execution status (spec 5.11, CL_EVENT_COMMAND_EXECUTION_STATUS) answered in the guest
 * from the shm: transport's event status table (vcl_wire.h VCL_EVTAB_*, docs/design.md "Event
 * status without a round trip"), and always right. Run over unix (no table: every answer the
 * host's) and shm. In a child process, counted by the front-end's call statistics (VIRTCL_STATS):
 *  1. after clFinish every event of the queue is CL_COMPLETE at once (the host's word that the
 *     command began is written before any later reply), for markers and launches, 300 rounds;
 *  2. a marker behind a user event is never CL_COMPLETE, asked 200 times; once the user event is
 *     set, its status becomes CL_COMPLETE without a clFinish (the host's callback, or asking);
 *  3. a non-blocking read polled until its status says CL_COMPLETE: its data is in place then;
 *  4. 10000 events alive at once, more than the table's slots: all CL_COMPLETE after clFinish
 *     (events that lost their slot ask the host);
 *  5. 200 markers, each asked right after its enqueue and after clFinish: over shm some of the
 *     first asks are answered in the guest (the host had not begun the marker's message), over unix
 *     none; every answer after clFinish is the host's CL_COMPLETE; 8. 200 small non-blocking
 *     writes (an enqueue written by hand, not from the API table), each asked right after its
 *     enqueue: over shm most answered in the guest, over unix none;
 *  6. 50 markers asked 2 ms after clFinish: over shm with a session that spins (.spin: the
 *     daemon's --spin-us) some answered in the guest (the reader wrote their final status while it
 *     polled), else each the host's;
 *  7. a word's tag is its ID's low 32 bits: an event made 2^32 IDs after another has its slot and
 *     tag. A marker finished by clFinish, then (the front-end's ID counter moved on by 2^32, as
 *     4 billion objects made in a long-running process would) a user event - whose word the host
 *     never turns into 'ask' - made: the marker is still CL_COMPLETE, never the newcomer's
 *     CL_QUEUED. The counter is the library's `next_id`, found in its symbol table (skipped where
 *     the library has none).
 */
#define _GNU_SOURCE /* dl_iterate_phdr */
#include <elf.h>
#include <fcntl.h>
#include <link.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <stdatomic.h>
#include <unistd.h>

#include "harness.h"

#define ROUNDS 300
#define ASKS 200
#define MANY 10000
#define FRESH 200
#define SETTLED 50

static const char src[] = "__kernel void fill(__global int *a, int v) { a[get_global_id(0)] = v; }\n";

/* calls in loops: one check at the end (first failure), not a line of output per call */
static cl_int bad = CL_SUCCESS;
/* part 5's first asks that the host answered CL_COMPLETE (so that the ask after clFinish is kept
 * in the guest everywhere): shared with the parent */
static int *complete_first;
#define OK(expr)                                                                                   \
	do {                                                                                       \
		cl_int r_ = (expr);                                                                \
		if (r_ != CL_SUCCESS && bad == CL_SUCCESS)                                         \
			bad = r_;                                                                  \
	} while (0)

static cl_int status_of(cl_event e)
{
	cl_int st = 99;
	cl_int r = clGetEventInfo(e, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL);
	return r == CL_SUCCESS ? st : r;
}


/* The address of a local data symbol of the loaded front-end (libvirtcl.so), from the symbol table
 * of its file; NULL where it has none (a stripped build). */
struct sym_find {
	const char *name;
	void *addr;
};

static void *elf_local(const char *file, uintptr_t base, const char *name)
{
	struct stat st;
	void *addr = NULL;
	int fd = open(file, O_RDONLY);
	uint8_t *m;

	if (fd < 0)
		return NULL;
	if (fstat(fd, &st) ||
	    (m = mmap(NULL, st.st_size, PROT_READ, MAP_PRIVATE, fd, 0)) == MAP_FAILED) {
		close(fd);
		return NULL;
	}
	const Elf64_Ehdr *eh = (const Elf64_Ehdr *)m;
	const Elf64_Shdr *sh = (const Elf64_Shdr *)(m + eh->e_shoff);
	for (unsigned i = 0; i < eh->e_shnum && !addr; i++) {
		if (sh[i].sh_type != SHT_SYMTAB)
			continue;
		const Elf64_Sym *sym = (const Elf64_Sym *)(m + sh[i].sh_offset);
		const char *str = (const char *)(m + sh[sh[i].sh_link].sh_offset);
		for (size_t j = 0; j < sh[i].sh_size / sizeof(*sym); j++)
			if (ELF64_ST_TYPE(sym[j].st_info) == STT_OBJECT &&
			    !strcmp(str + sym[j].st_name, name)) {
				addr = (void *)(base + sym[j].st_value);
				break;
			}
	}
	munmap(m, st.st_size);
	close(fd);
	return addr;
}

static int find_in_virtcl(struct dl_phdr_info *info, size_t size, void *arg)
{
	struct sym_find *f = arg;

	(void)size;
	if (!strstr(info->dlpi_name, "libvirtcl.so"))
		return 0;
	f->addr = elf_local(info->dlpi_name, info->dlpi_addr, f->name);
	return 1;
}

static int child(int part)
{
	struct vt_cl c;
	cl_program p;
	cl_kernel k;
	cl_mem b;
	cl_int err;
	size_t g = 65536;
	int *back = malloc(g * sizeof(int));

	VT_REQUIRE(back, "memory");
	vt_cl_open(&c);
	p = vt_cl_build(&c, src, NULL);
	VT_REQUIRE(p, "the kernel builds");
	k = vt_cl_kernel(p, "fill");
	b = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, g * sizeof(int), NULL, &err);
	VT_CL(err);
	VT_CL(clSetKernelArg(k, 0, sizeof(b), &b));

	if (part == 0) {
		/* 1 */
		int wrong = 0, first = 0;
		for (int i = 0; i < ROUNDS; i++) {
			cl_event m, l;
			cl_int v = i, sm, sl;
			OK(clSetKernelArg(k, 1, sizeof(v), &v));
			OK(clEnqueueNDRangeKernel(c.q, k, 1, NULL, &g, NULL, 0, NULL, &l));
			OK(clEnqueueMarkerWithWaitList(c.q, 0, NULL, &m));
			OK(clFinish(c.q));
			sm = status_of(m);
			sl = status_of(l);
			if ((sm != CL_COMPLETE || sl != CL_COMPLETE) && !wrong++)
				first = sm != CL_COMPLETE ? sm : sl;
			clReleaseEvent(m);
			clReleaseEvent(l);
		}
		VT_CHECK(!wrong, "after clFinish a launch's and a marker's status is CL_COMPLETE at "
			 "once: %d of %d rounds not (first: %d)", wrong, ROUNDS, first);

		/* 2 */
		{
			cl_event u = clCreateUserEvent(c.ctx, &err), m;
			int complete = 0, other = 0;
			double t0;
			cl_int st = 99;
			VT_CL(err);
			VT_CL(clEnqueueMarkerWithWaitList(c.q, 1, &u, &m));
			OK(clFlush(c.q));
			for (int i = 0; i < ASKS; i++) {
				st = status_of(m);
				complete += st == CL_COMPLETE;
				other += st != CL_QUEUED && st != CL_SUBMITTED && st != CL_RUNNING &&
					 st != CL_COMPLETE;
			}
			VT_CHECK(!complete && !other, "a marker behind a user event not yet set: queued "
				 "or submitted in %d asks (%d complete, %d other)", ASKS, complete, other);
			VT_CL(clSetUserEventStatus(u, CL_COMPLETE));
			for (t0 = vt_now(); vt_now() - t0 < 10 && (st = status_of(m)) != CL_COMPLETE;)
				;
			VT_CHECK(st == CL_COMPLETE, "once the user event is set, the marker's status "
				 "becomes CL_COMPLETE by asking alone (%d)", st);
			VT_CL(clFinish(c.q));
			clReleaseEvent(m);
			clReleaseEvent(u);
		}

		/* 3 */
		{
			int bad_reads = 0, polls = 0;
			size_t at = g;
			for (int i = 0; i < 30; i++) {
				cl_event r;
				cl_int v = 1000 + i;
				double t0;
				memset(back, 0, g * sizeof(int));
				OK(clSetKernelArg(k, 1, sizeof(v), &v));
				OK(clEnqueueNDRangeKernel(c.q, k, 1, NULL, &g, NULL, 0, NULL, NULL));
				OK(clEnqueueReadBuffer(c.q, b, CL_FALSE, 0, g * sizeof(int), back, 0,
						       NULL, &r));
				OK(clFlush(c.q));
				for (t0 = vt_now(); vt_now() - t0 < 10 && status_of(r) != CL_COMPLETE;)
					polls++;
				for (size_t j = 0; j < g; j++)
					if (back[j] != v) {
						if (!bad_reads++)
							at = j;
						break;
					}
				clReleaseEvent(r);
			}
			VT_CHECK(!bad_reads, "a non-blocking read whose status says CL_COMPLETE has "
				 "its data in place: %d of 30 not (first wrong int at %zu; %d polls)", bad_reads,
				 at, polls);
			VT_CL(clFinish(c.q));
		}

		/* 4 */
		{
			cl_event *ev = malloc(MANY * sizeof(*ev));
			int not_complete = 0;
			VT_REQUIRE(ev, "memory");
			for (int i = 0; i < MANY; i++)
				OK(clEnqueueMarkerWithWaitList(c.q, 0, NULL, &ev[i]));
			VT_CL(clFinish(c.q));
			for (int i = 0; i < MANY; i++) {
				not_complete += status_of(ev[i]) != CL_COMPLETE;
				clReleaseEvent(ev[i]);
			}
			VT_CHECK(!not_complete, "%d events alive at once (more than the table's slots), "
				 "all CL_COMPLETE after clFinish: %d not", MANY, not_complete);
			free(ev);
		}

		/* 7 */
		{
			struct sym_find f = { .name = "next_id" };
			_Atomic uint64_t *next;
			cl_event m, u;
			uint64_t id;
			cl_int st;
			dl_iterate_phdr(find_in_virtcl, &f);
			next = f.addr;
			if (!next) {
				vt_note("part 6 skipped: libvirtcl.so has no symbol table");
			} else {
				VT_CL(clEnqueueMarkerWithWaitList(c.q, 0, NULL, &m));
				id = atomic_load(next) - 1; /* the marker's: the last one taken */
				VT_CL(clFinish(c.q));
				/* the user event's ID comes 2^32 after the marker's */
				atomic_store(next, id + ((uint64_t)1 << 32));
				u = clCreateUserEvent(c.ctx, &err);
				VT_CL(err);
				st = status_of(m);
				VT_CHECK(st == CL_COMPLETE, "a marker finished by clFinish is "
					 "CL_COMPLETE after an event with its slot and tag was made "
					 "2^32 IDs later: %d", st);
				VT_CL(clSetUserEventStatus(u, CL_COMPLETE));
				clReleaseEvent(u);
				clReleaseEvent(m);
			}
		}
	}

	/* 5: counted alone in its own child */
	if (part == 5) {
		int other = 0;
		for (int i = 0; i < FRESH; i++) {
			cl_event m;
			cl_int st;
			OK(clEnqueueMarkerWithWaitList(c.q, 0, NULL, &m));
			st = status_of(m);
			other += st != CL_QUEUED && st != CL_SUBMITTED && st != CL_RUNNING &&
				 st != CL_COMPLETE;
			*complete_first += st == CL_COMPLETE;
			OK(clFinish(c.q));
			other += status_of(m) != CL_COMPLETE;
			clReleaseEvent(m);
		}
		VT_CHECK(!other, "%d markers asked at once and after clFinish: a status each time, "
			 "CL_COMPLETE after (%d wrong)", FRESH, other);
	}
	/* 8: small non-blocking writes (an enqueue the front-end writes by hand, vcl_fe_mem.c,
	 * speculated once its shape is known), each asked once right after its enqueue: only those
	 * asks are clGetEventInfo (completion: clWaitForEvents), counted alone */
	if (part == 8) {
		static const cl_int v = 7;
		int other = 0;
		for (int i = 0; i < FRESH; i++) {
			cl_event w;
			cl_int st;
			OK(clEnqueueWriteBuffer(c.q, b, CL_FALSE, 0, sizeof(v), &v, 0, NULL, &w));
			st = status_of(w);
			other += st != CL_QUEUED && st != CL_SUBMITTED && st != CL_RUNNING &&
				 st != CL_COMPLETE;
			OK(clWaitForEvents(1, &w));
			clReleaseEvent(w);
		}
		VT_CHECK(!other, "%d writes asked right after their enqueue: a status each (%d wrong)",
			 FRESH, other);
	}
	/* 6: counted alone too */
	if (part == 6) {
		int other = 0;
		for (int i = 0; i < SETTLED; i++) {
			cl_event m;
			OK(clEnqueueMarkerWithWaitList(c.q, 0, NULL, &m));
			OK(clFinish(c.q));
			vt_sleep_ms(2);
			other += status_of(m) != CL_COMPLETE;
			clReleaseEvent(m);
		}
		VT_CHECK(!other, "%d markers asked 2 ms after clFinish: CL_COMPLETE (%d not)", SETTLED,
			 other);
	}
	VT_CHECK(bad == CL_SUCCESS, "every call in the loops succeeds (first failure: %s)", vt_err(bad));
	clReleaseMemObject(b);
	clReleaseKernel(k);
	clReleaseProgram(p);
	vt_cl_close(&c);
	free(back);
	return vt_failures ? 1 : 0;
}

/* Round trips of one call in the statistics file (0 if absent). */
static unsigned long long round_trips(const char *path, const char *call)
{
	char line[256], name[128];
	unsigned long long rt = 0, ow;
	FILE *f = fopen(path, "r");

	while (f && fgets(line, sizeof(line), f))
		if (sscanf(line, "virtcl stats: %127s %llu %llu", name, &rt, &ow) == 3 &&
		    !strcmp(name, call))
			break;
		else
			rt = 0;
	if (f)
		fclose(f);
	return rt;
}

static int run_child(const char *stats, int part)
{
	int status = -1;
	pid_t pid;

	fflush(stdout);
	pid = fork();
	if (pid == 0) {
		if (stats)
			setenv("VIRTCL_STATS", stats, 1); /* read when the library starts */
		vt_failures = 0; /* the child's own checks decide its exit status */
		exit(child(part)); /* exit: its handlers write the statistics */
	}
	waitpid(pid, &status, 0);
	return status;
}

/* Part `part` in a child counted by VIRTCL_STATS (what: the check's words): its round trips of
 * clGetEventInfo. */
static unsigned long long counted(int part, const char *what)
{
	char path[] = "/tmp/virtcl-stats.XXXXXX";
	unsigned long long rt;
	int fd = mkstemp(path), status;

	VT_REQUIRE(fd >= 0, "a temporary file for the statistics");
	close(fd);
	status = run_child(path, part);
	VT_CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0, "%s (status %d)", what, status);
	rt = round_trips(path, "clGetEventInfo");
	unlink(path);
	return rt;
}

int main(void)
{
	bool shm, spins;
	int status;
	unsigned long long st, want;

	vt_start("event_status", 120);
	complete_first = mmap(NULL, sizeof(int), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS,
			      -1, 0);
	VT_REQUIRE(complete_first != MAP_FAILED, "a shared counter");
	shm = !strcmp(vt_transport(), "shm");
	status = run_child(NULL, 0);
	VT_CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0, "statuses right over %s (status %d)",
		 vt_transport(), status);
	st = counted(5, "the fresh markers");
	/* asked of the host without the table: every first ask, and the ask after clFinish where the
	 * first did not say CL_COMPLETE already. Over shm some first asks come while the host has not
	 * begun the marker's message (a batch not yet sent, a session not yet at it), and with a
	 * session that spins some asks after clFinish find the final status (part 6): answered in
	 * the guest */
	want = 2 * FRESH - (unsigned long long)*complete_first;
	if (shm)
		VT_CHECK(st < want,
			 "over shm some of %d fresh markers' statuses were answered in the guest (%llu "
			 "round trips; %llu without the status table)", FRESH, st, want);
	else
		VT_CHECK(st == want, "over %s (no status table) every status not yet seen "
			 "CL_COMPLETE is the host's (%llu round trips, want %llu)", vt_transport(), st,
			 want);
	/* the same for a hand-written enqueue: a write whose message went, or is batched to go, is
	 * CL_QUEUED at least without asking (struct _cl_event sent). Not marked so, ~200 here */
	st = counted(8, "the fresh writes");
	if (shm)
		VT_CHECK(st < FRESH / 2, "over shm most of %d fresh writes' statuses were answered in "
			 "the guest (%llu round trips)", FRESH, st);
	else
		VT_CHECK(st == FRESH, "over %s (no status table) each fresh write's status is the "
			 "host's (%llu round trips for %d)", vt_transport(), st, FRESH);
	/* a session that spins polls the events it watches while it waits for the next message and
	 * writes their final status into the table: statuses asked after completion are answered in
	 * the guest (some of them at least: a reader that was not on a core when the marker ended
	 * finds it at its next spin) */
	spins = getenv("VT_DAEMON_EXTRA_ARGS") && strstr(getenv("VT_DAEMON_EXTRA_ARGS"), "--spin-us");
	st = counted(6, "the settled markers");
	if (shm && spins)
		VT_CHECK(st < SETTLED, "over shm with a spinning session some of %d settled markers' "
			 "statuses were answered in the guest (%llu round trips)", SETTLED, st);
	else
		VT_CHECK(st == SETTLED, "over %s%s each settled marker's status is the host's (%llu "
			 "round trips for %d)", vt_transport(), shm ? " with a session that sleeps" : "",
			 st, SETTLED);
	return vt_finish();
}
