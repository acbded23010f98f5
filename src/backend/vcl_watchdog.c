/* SPDX-License-Identifier: MIT */
/*
 * The kernel-time watchdog of a session process (--max-kernel-time, docs/security.md): every kernel
 * launch's event is followed until the command completes; a command that has been submitted or
 * running on the device for longer than the limit (a kernel that never ends, or one far longer
 * than the operator allows) ends the session: the guest is disconnected and the process exits,
 * which takes its device context, and with it the kernel, away.
 *
 * In-order queues run their commands one after another, so only the oldest unfinished launch of a
 * queue is timed; it is timed from the moment the watchdog first sees it submitted or running.
 */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "vcl_be.h"

/* Most launches followed at once: past it newer launches go unwatched until older ones finish. */
#define VCL_WATCH_MAX (1u << 20)

struct watch {
	struct watch *next;
	cl_command_queue q;
	cl_event ev;
	double since; /* first seen submitted or running as its queue's oldest; 0: not yet */
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct watch *head, **tail = &head;
static unsigned count;
static unsigned limit_s;

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

bool vcl_be_watching(struct vcl_be_ctx *x)
{
	(void)x;
	return limit_s != 0;
}

void vcl_be_launched(struct vcl_be_ctx *x, cl_command_queue q, cl_event ev)
{
	struct watch *w;

	(void)x;
	if (!limit_s || !ev || count >= VCL_WATCH_MAX || !(w = calloc(1, sizeof(*w))))
		return;
	clRetainEvent(ev);
	clRetainCommandQueue(q);
	w->q = q;
	w->ev = ev;
	pthread_mutex_lock(&lock);
	*tail = w;
	tail = &w->next;
	count++;
	pthread_mutex_unlock(&lock);
}

static void *watchdog_main(void *arg)
{
	struct vcl_daemon *d = arg;
	unsigned period_ms = limit_s >= 4 ? 1000 : 250;

	for (;;) {
		struct watch **pp, *w;
		cl_command_queue seen[64];
		int nseen = 0;
		double t = now_s();

		usleep(period_ms * 1000);
		pthread_mutex_lock(&lock);
		for (pp = &head; (w = *pp);) {
			cl_int st = CL_COMPLETE;
			bool oldest = true;
			if (clGetEventInfo(w->ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st,
					   NULL) != CL_SUCCESS || st <= CL_COMPLETE) {
				*pp = w->next;
				if (tail == &w->next)
					tail = pp;
				count--;
				clReleaseEvent(w->ev);
				clReleaseCommandQueue(w->q);
				free(w);
				continue;
			}
			for (int i = 0; i < nseen; i++)
				oldest = oldest && seen[i] != w->q;
			if (oldest && nseen < 64)
				seen[nseen++] = w->q;
			if (oldest && st <= CL_SUBMITTED) {
				if (!w->since)
					w->since = t;
				else if (t - w->since > limit_s) {
					pthread_mutex_unlock(&lock);
					vcl_log("session %u: a kernel has run for more than %u s "
						"(--max-kernel-time): ending the session", d->next_session,
						limit_s);
					vcl_daemon_end_sessions(d, "a kernel ran too long");
					/* the kernel itself never returns to the driver: the process goes */
					_exit(3);
				}
			}
			pp = &w->next;
		}
		pthread_mutex_unlock(&lock);
	}
	return NULL;
}

int vcl_watchdog_start(struct vcl_daemon *d, unsigned max_kernel_s)
{
	pthread_t th;

	limit_s = max_kernel_s;
	if (!limit_s)
		return 0;
	if (pthread_create(&th, NULL, watchdog_main, d))
		return -1;
	pthread_detach(th);
	return 0;
}
